import type { AccountType } from './constants';
import { parseId } from './fields';

/**
 * Who may call an endpoint.
 * - roles: the account types allowed; 'public' needs no sign-in, 'signed-in' any account.
 * - special: 'also' lets a special staff user in even when their type is not listed;
 *   'required' additionally demands the special capability; 'refused' shuts special staff out
 *   although their type is listed (the admin dashboard, spec §6 of both documents).
 * - owner: the path parameter that holds a user id. Users not in ownerExempt may only
 *   name themselves; a customer naming someone else gets 404, as if it did not exist.
 * - scoped: the service narrows customers to their own records (orders, invoices ...).
 */
export type EndpointPolicy = {
  roles: readonly AccountType[] | 'public' | 'signed-in';
  special?: 'also' | 'required' | 'refused';
  owner?: string;
  ownerExempt?: readonly AccountType[];
  scoped?: true;
};

const staff = ['admin', 'worker', 'worker-v2'] as const;
const allStaff = ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const;
const customers = ['personal', 'business'] as const;
const ordersViewers = [...staff, 'basic'] as const;
const shipmentsStaff = ['admin', 'worker'] as const;
const eodV2 = ['admin', 'worker-v2'] as const;
const accountsEod = ['admin', 'accounts', 'basic'] as const;
const admin = ['admin'] as const;

const p = (roles: EndpointPolicy['roles'], extra: Omit<EndpointPolicy, 'roles'> = {}): EndpointPolicy => ({ roles, ...extra });

/** Keys are "METHOD /path" with Fastify-style :params, relative to /api. */
export const endpointPolicy = {
  // system
  'GET /health': p('public'),
  'GET /mail': p(admin),

  // auth and users (portal spec §7)
  'POST /authenticate': p('public'),
  'GET /forgot/password': p('public'),
  'POST /reset/password': p('public'),
  'POST /users': p('public'),
  'GET /users/:id': p('signed-in', { owner: 'id', ownerExempt: admin }),
  'PUT /users/:id': p('signed-in', { owner: 'id', ownerExempt: admin }),
  'POST /users/:id/flag': p(staff),
  'GET /users/:id/invoices': p([...staff, ...customers], { owner: 'id', ownerExempt: staff }),
  'GET /users/:id/orders': p([...ordersViewers, ...customers], { owner: 'id', ownerExempt: ordersViewers }),
  'GET /users/:id/orders/list': p([...ordersViewers, ...customers], { owner: 'id', ownerExempt: ordersViewers }),
  'GET /customers': p(staff),
  'GET /customers/index': p(staff),
  'GET /customers/paginated': p(['admin', 'worker']),
  'GET /customers/:id': p(staff),
  'GET /workers': p(admin, { special: 'also' }),
  'POST /workers': p(admin),
  'DELETE /workers/:id': p(admin),
  'GET /locations': p('public'),
  'GET /islands': p('public'),
  'GET /pickups': p(staff),
  'POST /pickups': p(staff),
  'PUT /pickups/:id': p(staff),
  'POST /logs': p(admin, { special: 'also' }),
  'GET /logs.csv': p(admin, { special: 'also' }),

  // orders
  'GET /orders/paginated': p(ordersViewers),
  'GET /orders/:id': p([...ordersViewers, ...customers], { scoped: true }),
  'POST /orders': p(staff),
  'PUT /orders/:id': p(staff),
  'DELETE /orders/:id': p(staff, { special: 'required' }),
  'POST /orders/:id/create-manual': p(staff, { special: 'required' }),
  'POST /orders/:id/open': p(admin),
  'POST /orders/:id/close': p(admin),
  'POST /orders/:id/add-to-sheet': p(staff),
  'POST /orders/:id/uploads': p([...staff, ...customers], { scoped: true }),
  'DELETE /orders/:id/uploads': p(admin),
  'POST /orders/:id/images': p(staff),
  'DELETE /order-images/:id': p(staff),
  'GET /files/*': p('signed-in', { scoped: true }),
  'POST /orders/:id/approve-for-sale': p(admin),
  'GET /orders/old': p(admin),
  'GET /orders/old.csv': p(admin),
  'GET /orders/delivered/no-invoice': p(admin),
  'GET /orders/delivered/no-invoice.csv': p(admin),
  'GET /orders/retail': p('public'),
  'GET /orders/retail/images/:id': p('public'),

  // packages, scanning, held packages
  'GET /packages/paginated': p(ordersViewers),
  'GET /packages/:id/label': p(allStaff),
  'GET /packages/:id/trackings': p([...ordersViewers, ...customers], { scoped: true }),
  'POST /scan': p(staff),
  'GET /checkpoints': p(allStaff),
  'POST /checkpoints': p(admin),
  'PUT /checkpoints/:id': p(admin),
  'DELETE /checkpoints/:id': p(admin),
  'GET /package-ins': p(staff),
  'POST /package-ins': p(staff),
  'DELETE /package-ins/:id': p(staff),
  'POST /held-packages/:id/checked': p(staff),
  'GET /alerts/stats': p(allStaff),
  'GET /packages/old': p(admin),
  'GET /packages/old.csv': p(admin),
  'POST /packages/c13': p(shipmentsStaff),
  'DELETE /packages/:id/c13': p(shipmentsStaff),
  'POST /packages/qb': p(shipmentsStaff),

  // invoices
  'GET /invoices/:id': p([...ordersViewers, ...customers], { scoped: true }),
  'POST /invoices': p(staff),
  'PUT /invoices/:id': p(staff),
  'GET /invoices/:id/approve': p(staff),
  'POST /invoices/:id/approve': p(staff),
  'GET /invoices/:id/unapprove': p(staff),
  'POST /invoices/:id/unapprove': p(staff),
  'POST /invoices/:id/fees': p(staff, { special: 'required' }),
  'GET /invoices/:id/pay': p(admin),
  'POST /invoices/:id/pay': p(admin),
  'GET /invoices/unpaid': p(admin),
  'GET /invoices/unpaid.csv': p(admin),
  'GET /invoices/incorrect': p([], { special: 'also' }),
  'GET /invoices/upload': p([], { special: 'also' }),

  // cart and checkout: customers and staff have a cart of their own, and staff reach any user's
  'GET /users/:id/cart': p([...staff, ...customers], { owner: 'id', ownerExempt: staff }),
  'POST /users/:id/cart': p([...staff, ...customers], { owner: 'id', ownerExempt: staff }),
  'DELETE /users/:id/cart/:invoice': p([...staff, ...customers], { owner: 'id', ownerExempt: staff }),
  'POST /users/:id/cart/pay': p(customers, { owner: 'id' }),
  'POST /users/cart/pay-other': p(staff),
  'GET /delivery/estimate/:param': p([...staff, ...customers], { owner: 'param', ownerExempt: staff }),

  // shipments (finance spec §7)
  'GET /shipments': p(shipmentsStaff),
  'GET /shipments/list': p(shipmentsStaff),
  'GET /shipments/:id': p(shipmentsStaff),
  'GET /shipments/:id/report': p(shipmentsStaff),
  'GET /shipments/:id/report.csv': p(shipmentsStaff),
  'POST /shipments': p(shipmentsStaff),
  'PUT /shipments/:id': p(shipmentsStaff),
  'GET /shipments/:id/notify': p(shipmentsStaff),
  'POST /shipments/:id/notify': p(shipmentsStaff),
  'GET /shipments/parcels/:id/notify': p(shipmentsStaff),
  'POST /shipments/parcels/:id/notify': p(shipmentsStaff),
  'GET /shipments/:id/attachments': p(shipmentsStaff),
  'POST /shipments/:id/attachments': p(shipmentsStaff),
  'POST /shipments/:id/calculations': p(shipmentsStaff),
  'GET /unshipped/packages': p(shipmentsStaff),
  'GET /grouped/packages/:shipmentId': p(shipmentsStaff),

  // duty and tariffs: the public calculator and orders for sale read the categories
  'GET /taxes': p('public'),
  'POST /taxes': p(admin),
  'PUT /taxes/:id': p(admin),
  'DELETE /taxes/:id': p(admin),

  // deliveries
  'GET /deliveries': p(staff),
  'POST /deliveries/:id/delivered': p(staff),

  // reports and end of day
  'GET /reports': p(eodV2),
  'POST /reports': p(eodV2),
  'GET /reports/acc': p(accountsEod),
  'POST /reports/acc': p(accountsEod),
  'GET /reports.csv': p(eodV2),
  'GET /reports/acc.csv': p(accountsEod),
  'GET /transactions/daily': p(admin),
  'GET /transactions/daily.csv': p(admin),
  'GET /transactions/daily/acc.csv': p(accountsEod),
  'GET /transactions/daily/v2': p(eodV2),
  'GET /transactions/daily/acc': p(accountsEod),
  'GET /reports/orders/edited': p(admin, { special: 'also' }),
  'GET /reports/orders-by-clients': p(admin),
  'GET /reports/orders-by-clients.csv': p(admin),

  // the admin dashboard: admins, but not the special users (spec §6)
  'GET /dashboard/orders': p(admin, { special: 'refused' }),
  'GET /dashboard/packages': p(admin, { special: 'refused' }),
  'GET /dashboard/revenue': p(admin, { special: 'refused' }),
  'GET /dashboard/outstanding': p(admin, { special: 'refused' }),

  // credit card payments
  'GET /credits': p(shipmentsStaff),
  'GET /credits/:id': p(shipmentsStaff),
  'POST /credits': p(shipmentsStaff),
  'GET /credits.csv': p(shipmentsStaff),

  // offices
  'GET /offices': p(admin),
  'POST /offices': p(admin),
  'PUT /offices/:id': p(admin),
  'DELETE /offices/:id': p(admin),

  // rates behind the pricing engine (versioned by effective date)
  'GET /rates': p(admin),
  'POST /rates': p(admin),
  'DELETE /rates/:id': p(admin),

  // company settings: every signed-in user reads the Miami address customers ship to; admins keep it
  'GET /settings/us-address': p('signed-in'),
  'PUT /settings/us-address': p(admin),

  // prealerts: a customer's word that a parcel is coming; staff match it when it arrives
  'GET /users/:id/prealerts': p([...staff, ...customers], { owner: 'id', ownerExempt: staff }),
  'POST /users/:id/prealerts': p(customers, { owner: 'id' }),
  'GET /prealerts': p(staff),
  'GET /prealerts/:id': p([...staff, ...customers], { scoped: true }),
  'DELETE /prealerts/:id': p(customers, { scoped: true }),

  // calculators
  'POST /calculator': p('public'),
  'POST /calculatorv2': p('public'),
} satisfies Record<string, EndpointPolicy>;

export type EndpointKey = keyof typeof endpointPolicy;

export const policyFor = (method: string, path: string): EndpointPolicy | undefined =>
  (endpointPolicy as Record<string, EndpointPolicy>)[`${method} ${path}`];

export type Caller = { id: number; account_type: AccountType; special: boolean } | null;

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'not-found';

const isCustomer = (type: AccountType) => type === 'personal' || type === 'business';

/** Applies a policy to a caller and the request's path parameters. */
export const decideAccess = (
  policy: EndpointPolicy,
  caller: Caller,
  params: Record<string, string | undefined>,
): AccessDecision => {
  if (policy.roles === 'public') return 'allow';
  if (!caller) return 'unauthenticated';
  const listed = policy.roles === 'signed-in' || policy.roles.includes(caller.account_type);
  const viaSpecial = policy.special === 'also' && caller.special && !isCustomer(caller.account_type);
  if (!listed && !viaSpecial) return 'forbidden';
  if (policy.special === 'required' && !caller.special) return 'forbidden';
  if (policy.special === 'refused' && caller.special) return 'forbidden';
  if (policy.owner && !(policy.ownerExempt ?? []).includes(caller.account_type)) {
    // The same strict reading as the route's own id: '0x10' or ' 16' names nobody, not user 16.
    if (parseId(params[policy.owner]) !== caller.id) return isCustomer(caller.account_type) ? 'not-found' : 'forbidden';
  }
  return 'allow';
};

export * from './access-screens';

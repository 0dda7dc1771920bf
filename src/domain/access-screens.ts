import type { AccountType } from './constants';

type Audience = 'public' | 'guest' | 'signed-in' | readonly AccountType[];

export type ScreenRule = {
  path: string;
  audience: Audience;
  /** Special staff may enter although their type is not in the audience. */
  specialAlso?: true;
  /** Open only to special staff. */
  specialOnly?: true;
  /** Special staff are sent to orders.index from here (spec §6, both documents). */
  closedToSpecial?: true;
};

const staff = ['admin', 'worker', 'worker-v2'] as const;
const customers = ['personal', 'business'] as const;
const allStaff = ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const;
const admin = ['admin'] as const;
const shipmentsStaff = ['admin', 'worker'] as const;

/**
 * Every screen of both spec documents by route name. Audiences fold in the redirect
 * rules of §6: a type left out of a screen's audience is sent to its home screen.
 */
export const screens = {
  login: { path: '/login', audience: 'guest' },
  register: { path: '/registration', audience: 'guest' },
  'password.forget': { path: '/forget-password', audience: 'guest' },
  'password.reset': { path: '/reset-password', audience: 'guest' },
  profile: { path: '/my-account', audience: 'signed-in' },
  checkout: { path: '/checkout', audience: 'signed-in' },
  'client.dashboard': { path: '/client/dashboard', audience: customers },
  /** A customer's prealerts: parcels they told the warehouse to expect. A screen of this build, not of the spec's route table. */
  'client.prealerts': { path: '/client/prealerts', audience: customers },
  'admin.dashboard': { path: '/admin/dashboard', audience: admin, closedToSpecial: true },
  'orders.index': { path: '/orders', audience: [...staff, 'basic'] },
  'order.create': { path: '/orders/create/new', audience: staff },
  'order.detail': { path: '/orders/:id', audience: [...staff, 'basic', ...customers] },
  'order.edit': { path: '/orders/:id/edit', audience: staff },
  'shipping.label': { path: '/packages/:id/label', audience: allStaff },
  'invoice.show': { path: '/invoices/:id', audience: [...staff, 'basic', ...customers] },
  'packages.in': { path: '/packages-in', audience: staff },
  'packages.scan': { path: '/packages/scan', audience: staff },
  'packages.index': { path: '/packages', audience: [...staff, 'basic'] },
  'customers.index': { path: '/customers', audience: shipmentsStaff, closedToSpecial: true },
  'workers.index': { path: '/workers', audience: admin },
  'offices.index': { path: '/offices', audience: admin },
  'checkpoints.index': { path: '/checkpoints', audience: admin },
  'us-pickups.index': { path: '/us-pickups', audience: staff },
  'shipments.index': { path: '/shipments', audience: shipmentsStaff },
  'shipments.create': { path: '/shipments/create/new', audience: shipmentsStaff },
  'shipments.edit': { path: '/shipments/:id/edit', audience: shipmentsStaff },
  'shipments.show': { path: '/shipments/:id', audience: shipmentsStaff },
  /** The printable manifest of a shipment, its packages box by box: a screen of this build, not of the spec's route table. */
  'shipments.manifest': { path: '/shipments/:id/manifest', audience: shipmentsStaff },
  'taxes.index': { path: '/taxes', audience: [...staff, 'basic'] },
  'rates.index': { path: '/rates', audience: admin },
  'deliveries.index': { path: '/deliveries', audience: staff },
  'credits.index': { path: '/credits', audience: shipmentsStaff },
  'credits.show': { path: '/credits/:id', audience: shipmentsStaff },
  'logs.index': { path: '/admin/logs', audience: admin, specialAlso: true },
  'incident.index': { path: '/admin/incident', audience: [], specialAlso: true, specialOnly: true },
  'reports.index': { path: '/reports', audience: admin },
  'eod.report': { path: '/reports/eod', audience: admin },
  'eod.detail': { path: '/reports/eod/:id', audience: admin },
  'eodv2.report': { path: '/reports/eodv2', audience: ['admin', 'worker-v2'] },
  'eodv2.detail': { path: '/reports/eodv2/:id', audience: ['admin', 'worker-v2'] },
  'acc.report': { path: '/reports/acc', audience: ['admin', 'accounts', 'basic'] },
  'acc.detail': { path: '/reports/acc/:id', audience: ['admin', 'accounts', 'basic'] },
  'reports.unpaid': { path: '/reports/unpaid/invoices', audience: admin },
  'reports.old': { path: '/reports/old-packages', audience: admin },
  'reports.old-orders': { path: '/reports/old-orders', audience: admin },
  'reports.clients': { path: '/reports/client-orders', audience: admin },
  'reports.no-invoice': { path: '/reports/delivered-no-invoice', audience: admin },
  'retail.index': { path: '/orders-for-sale', audience: 'public' },
  'calculator-v2': { path: '/calculator-v2', audience: 'public' },
  'calculator.estimate': { path: '/shipping-estimate', audience: 'signed-in' },
} as const satisfies Record<string, ScreenRule>;

export type ScreenName = keyof typeof screens;

export type Viewer = { account_type: AccountType; special: boolean } | null;

/** Where each account type lands: home for staff is the orders list (spec: "Home redirects to orders.index"). */
export const homeScreen = (viewer: NonNullable<Viewer>): ScreenName => {
  switch (viewer.account_type) {
    case 'personal':
    case 'business':
      return 'client.dashboard';
    case 'accounts':
      return 'acc.report';
    default:
      return 'orders.index';
  }
};

export type ScreenDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'redirect'; to: ScreenName };

const isCustomer = (type: AccountType) => type === 'personal' || type === 'business';

export const decideScreen = (name: ScreenName, viewer: Viewer): ScreenDecision => {
  const rule: ScreenRule = screens[name];
  if (rule.audience === 'public') return { kind: 'allow' };
  if (rule.audience === 'guest') return viewer ? { kind: 'redirect', to: homeScreen(viewer) } : { kind: 'allow' };
  if (!viewer) return { kind: 'login' };
  const special = viewer.special && !isCustomer(viewer.account_type);
  if (special && rule.closedToSpecial) return { kind: 'redirect', to: 'orders.index' };
  if (rule.audience === 'signed-in') return { kind: 'allow' };
  const listed = rule.audience.includes(viewer.account_type) && !rule.specialOnly;
  if (listed || (rule.specialAlso && special)) return { kind: 'allow' };
  return { kind: 'redirect', to: homeScreen(viewer) };
};

export type DrawerEntry = { screen: ScreenName; label: string; types: readonly AccountType[]; specialAlso?: true };

/** Drawer entries of both spec documents, in drawer order. */
export const drawerEntries: readonly DrawerEntry[] = [
  { screen: 'client.dashboard', label: 'Dashboard', types: customers },
  { screen: 'client.prealerts', label: 'Prealerts', types: customers },
  { screen: 'admin.dashboard', label: 'Dashboard', types: admin },
  { screen: 'orders.index', label: 'Orders', types: ['worker', 'admin', 'basic', 'worker-v2'] },
  { screen: 'packages.in', label: 'Packages In', types: ['worker', 'admin', 'worker-v2'] },
  { screen: 'packages.scan', label: 'Scan Packages', types: ['admin', 'worker', 'worker-v2'] },
  { screen: 'packages.index', label: 'Packages', types: admin },
  { screen: 'deliveries.index', label: 'Deliveries', types: ['worker', 'admin', 'worker-v2'] },
  { screen: 'shipments.index', label: 'Shipments', types: ['worker', 'admin'] },
  { screen: 'customers.index', label: 'Customers', types: ['worker', 'admin'] },
  { screen: 'us-pickups.index', label: 'US Pickups', types: ['worker', 'admin', 'worker-v2'] },
  { screen: 'retail.index', label: 'Orders For Sale', types: ['admin', 'worker-v2'] },
  { screen: 'taxes.index', label: 'Duty & Tariffs', types: ['worker', 'admin', 'basic', 'worker-v2'] },
  { screen: 'rates.index', label: 'Rates', types: admin },
  { screen: 'credits.index', label: 'CC Payments', types: ['admin', 'worker'] },
  { screen: 'acc.report', label: 'The EOD', types: ['admin', 'accounts', 'basic'] },
  { screen: 'eodv2.report', label: 'End Of Day', types: ['admin', 'worker-v2'] },
  { screen: 'reports.index', label: 'Reports', types: admin },
  { screen: 'workers.index', label: 'Workers', types: admin },
  { screen: 'checkpoints.index', label: 'Checkpoints', types: admin },
  { screen: 'offices.index', label: 'Offices', types: admin },
  { screen: 'logs.index', label: 'Activity Logs', types: admin, specialAlso: true },
  { screen: 'incident.index', label: 'Incident Report', types: admin, specialAlso: true },
];

/** The drawer for a viewer: entries their type is listed for and whose screen lets them in. */
export const drawerFor = (viewer: NonNullable<Viewer>, available: ReadonlySet<ScreenName>): DrawerEntry[] =>
  drawerEntries.filter((entry) => {
    if (!available.has(entry.screen)) return false;
    const listed = entry.types.includes(viewer.account_type) || (entry.specialAlso === true && viewer.special);
    return listed && decideScreen(entry.screen, viewer).kind === 'allow';
  });

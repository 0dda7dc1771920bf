import { checkpointIds } from '../../../../src/domain/constants';
import { zOrder } from '../../../../src/domain/orders';
import { deliveries } from '../../../../src/server/db/schema';
import { businessToday } from '../../../../src/server/time';
import { testPassword } from '../factories';
import { barcodeOf } from '../orders-factory';
import type { TestApp } from '../test-app';
import { editData, orderData } from '../orders/order-fixtures';

/** A request a route answers with success (or `status`), so a poison put into it is what gets refused. */
export type Sample = { url?: string; body: unknown; status?: number };
export type SampleOf = (n: number) => Promise<Sample> | Sample;

export type SampleContext = { app: TestApp; admin: { id: number; email: string; headers: Record<string, string> }; customer: { id: number; email: string }; taxId: number };

const addDays = (days: number) => new Date(Date.parse(`${businessToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const createdId = async (app: TestApp, headers: Record<string, string>, url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 201) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: number }).id;
};

/**
 * One valid request per mutating route that takes a body, keyed like the access policy. Each call
 * makes its own unique values, so a poison is never refused only because an earlier request took
 * the email or the number first.
 */
export const createSamples = async ({ app, admin, customer, taxId }: SampleContext): Promise<Record<string, SampleOf>> => {
  const checkpoint = (n: number) => ({ name: `Sweep ${n}`, email: `checkpoint${n}@example.test`, address: '1 Bay Street', phone: '242-555-0100' });
  const office = (n: number) => ({ number: `SW-${n}`, location_id: 1 });
  const tax = (n: number) => ({ description: `Sweep goods ${n}`, vat: 10, levy: 5.5, levy_kind: 'percent', zero_rated: false, tariff_code: `9999.${n}` });
  const person = (n: number) => ({
    first_name: 'Sam',
    last_name: `Sweep${n}`,
    email: `sweep${n}.${process.pid}@example.test`,
    password: 'long-enough-password',
    island: 10,
    location: 2,
    home_phone: '242-555-0101',
    mobile_phone: '242-555-0102',
    notes: 'Gate code 12\tring twice\nback door',
    tin: '123-456',
  });
  const now = () => new Date().toISOString();

  const checkpointId = await createdId(app, admin.headers, '/api/checkpoints', checkpoint(0));
  const officeId = await createdId(app, admin.headers, '/api/offices', office(0));
  const taxToEdit = await createdId(app, admin.headers, '/api/taxes', tax(0));
  const ordered = await app.inject({ method: 'POST', url: '/api/orders', headers: admin.headers, payload: { data: orderData(customer.id, taxId) } });
  const order = zOrder.parse(ordered.json());
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as unknown;
  };
  const freshOrder = () => createdId(app, admin.headers, '/api/orders', { data: orderData(customer.id, taxId) });
  const freshInvoice = async () => createdId(app, admin.headers, `/api/invoices?orderID=${await freshOrder()}`, {});
  /** An approved online invoice of the customer, which their cart takes. */
  const payableInvoice = async () => {
    const id = await freshInvoice();
    await call('PUT', `/api/invoices/${id}`, { type: 'online' });
    await call('POST', `/api/invoices/${id}/approve`);
    return id;
  };
  const invoiceId = await freshInvoice();
  /** The first package of a new order, in no shipment yet. */
  const freshPackage = async () => zOrder.parse(await call('GET', `/api/orders/${await freshOrder()}`)).packages[0]!.id;
  /** The package of an order whose invoice is paid, which a QuickBooks entry needs. */
  const paidPackage = async () => {
    const orderId = await freshOrder();
    const id = await createdId(app, admin.headers, `/api/invoices?orderID=${orderId}`, {});
    await call('PUT', `/api/invoices/${id}`, { type: 'cash' });
    await call('POST', `/api/invoices/${id}/approve`);
    await call('POST', `/api/invoices/${id}/pay?type=cash`);
    return zOrder.parse(await call('GET', `/api/orders/${orderId}`)).packages[0]!.id;
  };
  const shipment = async () => ({ carrier: 'Tropical\tShipping', arrival_date: businessToday(), notes: 'Two pallets\nwrapped', packages: [await freshPackage()] });
  const shipmentId = await createdId(app, admin.headers, '/api/shipments', { data: await shipment() });
  const cartInvoice = await payableInvoice();
  const workingDay = [1, 2].map(addDays).find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 0)!;

  return {
    'POST /authenticate': () => ({ body: { email: admin.email, password: testPassword } }),
    'POST /reset/password': () => ({ body: { password: 'long-enough-password', token: 'no-such-reset-token' }, status: 400 }),
    'POST /users': (n) => ({ body: { ...person(n), account_type: 'business' } }),
    'PUT /users/:id': () => ({
      url: `/api/users/${customer.id}`,
      body: { data: { ...person(0), email: customer.email, password: '', account_type: 'personal', flagged: 0, special: false } },
    }),
    'POST /workers': (n) => ({ body: { ...person(n), account_type: 'worker-v2' } }),
    'POST /logs': () => ({ body: { data: { fromDate: addDays(-7), toDate: businessToday(), workerId: admin.id } } }),
    'POST /checkpoints': (n) => ({ body: checkpoint(n) }),
    'PUT /checkpoints/:id': (n) => ({ url: `/api/checkpoints/${checkpointId}`, body: checkpoint(n) }),
    'POST /offices': (n) => ({ body: office(n) }),
    'PUT /offices/:id': (n) => ({ url: `/api/offices/${officeId}`, body: office(n) }),
    'POST /pickups': (n) => ({ body: { name: `Sweep Outlet ${n}`, address: '1 Flagler St,\tMiami', phone: '+1 305 555 0100', email: `pickup${n}@example.test` } }),
    'PUT /pickups/:id': (n) => ({ url: '/api/pickups/1', body: { name: `Sweep Outlet edited ${n}`, address: '2 Flagler St, Miami', phone: null, email: null } }),
    'POST /taxes': (n) => ({ body: tax(n) }),
    'PUT /taxes/:id': (n) => ({ url: `/api/taxes/${taxToEdit}`, body: tax(n) }),
    'POST /rates': (n) => ({ body: { key: 'consolidation_fee', value: 500, effective_from: addDays(100 + n) } }),
    'PUT /settings/us-address': () => ({ body: { street: '8250 NW 25th St', city: 'Doral', state: 'FL', zip: '33122', phone: '+1 305 555 0100' } }),
    'POST /calculator': () => ({ body: { data: { arrival: 'monday', shippingMethod: 'standard', weight: 5.5, length: 10, width: 10, height: 10 } } }),
    'POST /calculatorv2': () => ({
      body: { orderInfo: { arrival: businessToday(), shipping_method: 'standard' }, packageInfo: { length: 10, width: 10, height: 10, weight: 5 }, items: [{ tax_id: taxId, price: 100 }] },
    }),
    'POST /orders': () => ({ body: { workerID: admin.id, data: { ...orderData(customer.id, taxId), comments: 'Fragile\nkeep upright' } } }),
    'PUT /orders/:id': () => ({ url: `/api/orders/${order.id}`, body: { orderID: order.id, data: editData(order) } }),
    'POST /package-ins': (n) => ({ body: { packages: [{ tracking_number: `1ZSWEEP${process.pid}${n}` }], notes: 'By the door\nsecond shelf' } }),
    'POST /scan': () => ({
      body: { userID: admin.id, data: { checkpoint: checkpointIds.receivedMiami, qrcodes: [{ code: barcodeOf(1), occurred_at: now() }], occurred_at: now() } },
    }),
    'PUT /invoices/:id': () => ({ url: `/api/invoices/${invoiceId}`, body: { type: 'cash' } }),
    'POST /invoices/:id/fees': () => ({ url: `/api/invoices/${invoiceId}/fees`, body: { fees: [{ name: 'Re-pack\tlarge box', amount: 12.5 }] } }),
    'POST /orders/:id/create-manual': async () => ({
      url: `/api/orders/${await freshOrder()}/create-manual`,
      body: { type: 'Amazon', tax: taxId, items: [{ description: 'Coat\nwool', quantity: 1, price: 80 }] },
    }),
    'POST /users/:id/cart': () => ({ url: `/api/users/${customer.id}/cart`, body: { invoice: cartInvoice } }),
    'POST /users/:id/cart/pay': async () => {
      await call('POST', `/api/users/${customer.id}/cart`, { invoice: await payableInvoice() });
      const cart = (await call('GET', `/api/users/${customer.id}/cart`)) as { total: number };
      const deliveryCost = (await call('GET', `/api/delivery/estimate/${customer.id}`)) as number;
      return {
        url: `/api/users/${customer.id}/cart/pay`,
        body: {
          data: { card_name: 'Sam Sweep', card_number: '4242 4242 4242 4242', card_exp: '12/2099', card_cvv: '123' },
          cartTotal: cart.total,
          delivery: { date: workingDay, time: '1:00pm-3:00pm', directions: 'Blue gate\nsecond house', deliveryCost },
        },
      };
    },
    'POST /shipments': async () => ({ body: { data: await shipment() } }),
    'PUT /shipments/:id': async () => {
      const data = await shipment();
      return { url: `/api/shipments/${shipmentId}`, body: { data: { ...data, boxes: [{ name: 'Pallet 1', packages: data.packages }] } } };
    },
    'POST /shipments/:id/calculations': () => ({
      url: `/api/shipments/${shipmentId}/calculations`,
      body: { calculations: { duty: 10, levy: 1.5, freight: 200, processing: 12, vat: 24.3, lines: [{ name: 'Wharfage\tfee', value: 8 }] } },
    }),
    'POST /reports': (n) => ({ body: { data: { beginning: 150.25, ending: 980.4, date: addDays(-1000 - n), notes: 'Counted twice\nsafe locked' } } }),
    'POST /reports/acc': (n) => ({ body: { data: { beginning: 150.25, date: addDays(-1000 - n), notes: 'Accounts\tcopy' } } }),
    'POST /credits': () => ({ body: { firstName: 'Sam', lastName: 'Sweep', vendor: 'Amazon\tMarketplace', description: 'Phone charger\nand case', value: 123.45 } }),
    'POST /packages/c13': async () => ({ body: { id: await freshPackage() } }),
    'POST /packages/qb': async () => ({ body: { id: await paidPackage(), date: businessToday() } }),
    'POST /deliveries/:id/delivered': async () => {
      const values = { userId: customer.id, directions: 'House 1, Palm Street', date: businessToday(), timeWindow: '1:00pm-3:00pm', weightLb: 12.5, totalCents: 2500 } as const;
      const [delivery] = await app.deps.database.db.insert(deliveries).values(values).returning();
      return { url: `/api/deliveries/${delivery!.id}/delivered`, body: { delivered_at: now() } };
    },
  };
};

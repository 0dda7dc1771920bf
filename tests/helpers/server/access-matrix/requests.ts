import type { Caller } from '../../../../src/domain/access';
import { businessToday } from '../../../../src/server/time';
import { createUser } from '../factories';
import { multipartBody, smallPdf, smallPng } from '../multipart';
import type { TestApp } from '../test-app';
import type { SampleOf } from '../bad-input/samples';
import type { Person, RecordMaker } from './records';

/** One request of a row: its URL (with any query) and body; a multipart body brings its content type. */
export type Probe = { url: string; payload?: object | Buffer; contentType?: string };
/** Makes a row's request; the caller is who sends it (null for the row's first request, which the refused cells share). */
export type ProbeOf = (caller: Caller) => Promise<Probe>;

const multipart = async (url: string, field: string, file: { name: string; bytes: Buffer; type: string } | null, fields: Record<string, string> = {}): Promise<Probe> => {
  const { payload, contentType } = await multipartBody(field, file ? [file] : [], fields);
  return { url, payload, contentType };
};
const pdf = { name: 'invoice.pdf', bytes: smallPdf(), type: 'application/pdf' };
const png = { name: 'box.png', bytes: smallPng(), type: 'image/png' };

let sequence = 0;

/**
 * The request of every row, keyed like the access policy: the bad-input samples (valid bodies,
 * which name the owner's records), overridden where a row needs records of its own. The row's
 * maker is called again for every cell the policy lets through, so a route that deletes, pays,
 * approves or closes gets a new record each time and no cell sees what another did.
 */
export const createProbes = async (app: TestApp, make: RecordMaker, samples: Record<string, SampleOf>, owner: Person): Promise<Record<string, ProbeOf>> => {
  const fromSample = (key: string, sample: SampleOf): ProbeOf => async () => {
    const { url, body } = await sample(++sequence);
    return { url: url ?? `/api${key.slice(key.indexOf(' ') + 1)}`, payload: body as object };
  };
  const sampled = Object.fromEntries(Object.entries(samples).map(([key, sample]) => [key, fromSample(key, sample)]));
  const body = async (key: string) => (await samples[key]!(++sequence)).body as object;
  const at = (url: string): ProbeOf => async () => ({ url });
  const user = (suffix = '') => at(`/api/users/${owner.id}${suffix}`);
  /** The sample, recorded under the caller's own name, as the route demands. */
  const signedBy = (key: string, field: string): ProbeOf => async (caller) => {
    const probe = await sampled[key]!(caller);
    return caller ? { ...probe, payload: { ...probe.payload, [field]: caller.id } } : probe;
  };

  // Records every cell may read without changing them: made once.
  const order = await make.order();
  const invoice = await make.invoice();
  const parcel = await make.packageId();
  const shipment = (await make.shipment()).id;
  const prealert = await make.prealert();
  const file = await make.ownersFile();
  const retailImage = await make.retailImageUrl();
  const credit = make.idOf(await make.call('POST', '/api/credits', await body('POST /credits')));
  const report = make.idOf(await make.call('POST', '/api/reports', await body('POST /reports')));
  const accountsReport = make.idOf(await make.call('POST', '/api/reports/acc', await body('POST /reports/acc')));
  const today = businessToday();

  const own: Record<string, ProbeOf> = {
    'POST /orders': signedBy('POST /orders', 'workerID'),
    'POST /scan': signedBy('POST /scan', 'userID'),
    'GET /users/:id': user(),
    'GET /users/:id/invoices': user('/invoices'),
    'GET /users/:id/orders': user('/orders'),
    'GET /users/:id/orders/list': user('/orders/list'),
    'GET /users/:id/cart': user('/cart'),
    'GET /users/:id/prealerts': user('/prealerts'),
    'GET /delivery/estimate/:param': at(`/api/delivery/estimate/${owner.id}`),
    'GET /customers/:id': at(`/api/customers/${owner.id}`),
    // Each flag flips it: a customer of the cell's own keeps the owner unflagged for the rows after.
    'POST /users/:id/flag': async () => ({ url: `/api/users/${(await createUser(app, { type: 'personal' })).id}/flag` }),
    'POST /users/:id/cart': async () => ({ url: `/api/users/${owner.id}/cart`, payload: { invoice: await make.approvedInvoice() } }),
    'DELETE /users/:id/cart/:invoice': async () => ({ url: `/api/users/${owner.id}/cart/${await make.inOwnersCart()}` }),
    'POST /users/:id/prealerts': async () =>
      multipart(`/api/users/${owner.id}/prealerts`, 'file', null, { tracking_number: `TBA${process.pid}P${++sequence}`, courier: 'amazon', vendor: 'Amazon', description: 'Shoes', value: '20' }),
    // Staff pay their own cart at the counter: the cell's caller gets a cash invoice of the owner's in theirs.
    'POST /users/cart/pay-other': async (caller) => {
      if (caller) await make.call('POST', `/api/users/${caller.id}/cart`, { invoice: await make.approvedInvoice('cash') });
      return { url: '/api/users/cart/pay-other' };
    },
    'DELETE /workers/:id': async () => ({ url: `/api/workers/${(await createUser(app, { type: 'worker' })).id}` }),

    'GET /orders/:id': at(`/api/orders/${order}`),
    'DELETE /orders/:id': async () => ({ url: `/api/orders/${await make.order()}` }),
    'POST /orders/:id/open': async () => ({ url: `/api/orders/${await make.order()}/open` }),
    'POST /orders/:id/close': async () => ({ url: `/api/orders/${await make.order()}/close` }),
    'POST /orders/:id/add-to-sheet': async () => ({ url: `/api/orders/${await make.order()}/add-to-sheet` }),
    'POST /orders/:id/approve-for-sale': async () => ({ url: `/api/orders/${await make.invoicedOrder()}/approve-for-sale` }),
    'POST /orders/:id/uploads': async () => multipart(`/api/orders/${await make.order()}/uploads`, 'file', pdf),
    'POST /orders/:id/images': async () => multipart(`/api/orders/${await make.order()}/images`, 'images', png),
    'DELETE /orders/:id/uploads': async () => {
      const { orderId, path } = await make.manualFile();
      return { url: `/api/orders/${orderId}/uploads?path=${encodeURIComponent(path)}` };
    },
    'DELETE /order-images/:id': async () => ({ url: `/api/order-images/${(await make.image()).id}` }),
    'GET /files/*': at(`/api/files/${file}`),
    'GET /orders/retail/images/:id': at(retailImage),

    'GET /packages/:id/label': at(`/api/packages/${parcel}/label`),
    'GET /packages/:id/trackings': at(`/api/packages/${parcel}/trackings`),
    'DELETE /packages/:id/c13': async () => ({ url: `/api/packages/${await make.c13Package()}/c13` }),
    'DELETE /package-ins/:id': async () => ({ url: `/api/package-ins/${(await make.heldPackage()).entry}` }),
    'POST /held-packages/:id/checked': async () => ({ url: `/api/held-packages/${(await make.heldPackage()).held}/checked` }),

    'GET /invoices/:id': at(`/api/invoices/${invoice}`),
    'POST /invoices': async () => ({ url: `/api/invoices?orderID=${await make.order()}` }),
    'GET /invoices/:id/approve': async () => ({ url: `/api/invoices/${await make.typedInvoice()}/approve` }),
    'POST /invoices/:id/approve': async () => ({ url: `/api/invoices/${await make.typedInvoice()}/approve` }),
    'GET /invoices/:id/unapprove': async () => ({ url: `/api/invoices/${await make.approvedInvoice()}/unapprove` }),
    'POST /invoices/:id/unapprove': async () => ({ url: `/api/invoices/${await make.approvedInvoice()}/unapprove` }),
    'GET /invoices/:id/pay': async () => ({ url: `/api/invoices/${await make.approvedInvoice('cash')}/pay?type=cash` }),
    'POST /invoices/:id/pay': async () => ({ url: `/api/invoices/${await make.approvedInvoice('cash')}/pay?type=cash` }),
    'POST /invoices/:id/fees': async () => ({ url: `/api/invoices/${await make.invoice()}/fees`, payload: await body('POST /invoices/:id/fees') }),

    'GET /prealerts/:id': at(`/api/prealerts/${prealert}`),
    'DELETE /prealerts/:id': async () => ({ url: `/api/prealerts/${await make.prealert()}` }),

    'GET /shipments/:id': at(`/api/shipments/${shipment}`),
    'GET /shipments/:id/report': at(`/api/shipments/${shipment}/report`),
    'GET /shipments/:id/report.csv': at(`/api/shipments/${shipment}/report.csv`),
    'GET /shipments/:id/attachments': at(`/api/shipments/${shipment}/attachments`),
    'GET /grouped/packages/:shipmentId': at(`/api/grouped/packages/${shipment}`),
    'POST /shipments/:id/attachments': async () => multipart(`/api/shipments/${(await make.shipment()).id}/attachments`, 'file', pdf),
    'GET /shipments/:id/notify': async () => ({ url: `/api/shipments/${(await make.shipment()).id}/notify` }),
    'POST /shipments/:id/notify': async () => ({ url: `/api/shipments/${(await make.shipment()).id}/notify` }),
    'GET /shipments/parcels/:id/notify': async () => ({ url: `/api/shipments/parcels/${(await make.shipment()).parcel}/notify` }),
    'POST /shipments/parcels/:id/notify': async () => ({ url: `/api/shipments/parcels/${(await make.shipment()).parcel}/notify` }),

    'GET /credits/:id': at(`/api/credits/${credit}`),
    'DELETE /checkpoints/:id': async () => ({ url: `/api/checkpoints/${make.idOf(await make.call('POST', '/api/checkpoints', await body('POST /checkpoints')))}` }),
    'DELETE /offices/:id': async () => ({ url: `/api/offices/${make.idOf(await make.call('POST', '/api/offices', await body('POST /offices')))}` }),
    'DELETE /taxes/:id': async () => ({ url: `/api/taxes/${make.idOf(await make.call('POST', '/api/taxes', await body('POST /taxes')))}` }),
    'DELETE /rates/:id': async () => ({ url: `/api/rates/${make.idOf(await make.call('POST', '/api/rates', await body('POST /rates')))}` }),
    'GET /transactions/daily': at(`/api/transactions/daily?reportId=${report}`),
    'GET /transactions/daily.csv': at(`/api/transactions/daily.csv?reportId=${report}`),
    'GET /transactions/daily/v2': at(`/api/transactions/daily/v2?reportId=${report}`),
    'GET /transactions/daily/acc': at(`/api/transactions/daily/acc?reportId=${accountsReport}`),
    'GET /transactions/daily/acc.csv': at(`/api/transactions/daily/acc.csv?reportId=${accountsReport}`),
    'GET /logs.csv': at(`/api/logs.csv?fromDate=${today}&toDate=${today}`),
    'GET /reports/orders/edited': at(`/api/reports/orders/edited?date=${today}`),
    'GET /invoices/upload': at(`/api/invoices/upload?ids=${invoice}`),
    'GET /forgot/password': at(`/api/forgot/password?email=${encodeURIComponent('nobody.matrix@example.test')}`),
  };
  return { ...sampled, ...own };
};

import type { ShipmentReportMeta, ShipmentReportRow } from '../../../src/domain/shipments';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { report, reportMeta, reportRow, shipment } from './shipment-fixtures';

/**
 * Shipment #12's server as the detail page uses it: the shipment and its report, whose rows and
 * totals a test changes as the server would after an action (state lives in `server`).
 */
export const detailServer = (rows: ShipmentReportRow[], meta: ShipmentReportMeta = reportMeta()) => {
  const api = fakeApi();
  const server = { rows, meta };
  api.on('GET', '/shipments/12', () => json(200, shipment({ packages: server.rows.map((row) => row.id), packages_count: server.rows.length })));
  api.on('GET', '/shipments/12/report', ({ query }) =>
    json(200, report(server.rows, { ...server.meta, pagination: { ...server.meta.pagination, current_page: Number(query.get('page')) } })),
  );
  const patch = (id: number, change: Partial<ShipmentReportRow>) => {
    server.rows = server.rows.map((row) => (row.id === id ? { ...row, ...change } : row));
  };
  return { api, server, patch };
};

/** Four packages: 1 invoiced unpaid; 2 paid, notified, C13, arrived, no QB entry; 3 paid with its QB entry; 4 not invoiced. */
export const fourRows = () => [
  reportRow(1),
  reportRow(2, { notified: true, invoicePaid: true, c13: true, arrived_at: '2026-03-10T15:00:00.000Z', box: null, invoice_id: 32, invoice_pseudo_id: '26-000032' }),
  reportRow(3, { invoicePaid: true, qb: { value: 58.7, date: '2026-03-04' }, invoice_id: 33, invoice_pseudo_id: '26-000033' }),
  reportRow(4, { hasInvoice: false, invoiceCreated: null, invoice_id: null, invoice_pseudo_id: null, shipping_method: 'standard' }),
];

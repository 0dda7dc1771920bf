import { imagesField, uploadField } from '../../../../src/domain/uploads';
import { attachmentField } from '../../../../src/domain/shipments';
import { prealertFileField } from '../../../../src/domain/prealerts';
import type { TestApp } from '../test-app';
import { orderData } from '../orders/order-fixtures';
import type { FuzzSample } from './fuzz-cases';

export type RouteSampleContext = { app: TestApp; admin: { id: number; headers: Record<string, string> }; customer: { id: number }; taxId: number; order: number; shipment: number };

/**
 * Valid requests of the routes the bad-input samples leave out, since they take no JSON body: those
 * whose query string is required or checked (an invoice for an order, approving, paying), and the
 * uploads, whose body is a multipart form. Each call makes what it needs anew, as an accepted
 * request may have used the last one up.
 */
export const createRouteSamples = ({ app, admin, customer, taxId, order, shipment }: RouteSampleContext): Record<string, (n: number) => Promise<FuzzSample>> => {
  const created = async (url: string, payload: object = {}) => {
    const response = await app.inject({ method: 'POST', url, headers: admin.headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return (response.json() as { id: number }).id;
  };
  const freshOrder = () => created('/api/orders', { data: orderData(customer.id, taxId) });
  const freshInvoice = async () => created(`/api/invoices?orderID=${await freshOrder()}`);
  const approvedInvoice = async () => {
    const id = await freshInvoice();
    await app.inject({ method: 'PUT', url: `/api/invoices/${id}`, headers: admin.headers, payload: { type: 'cash' } });
    await created(`/api/invoices/${id}/approve`);
    return id;
  };
  const pdf = { name: 'invoice.pdf', type: 'application/pdf', content: 'pdf' } as const;
  return {
    'POST /invoices': async () => ({ url: `/api/invoices?orderID=${await freshOrder()}&workerID=${admin.id}` }),
    'POST /invoices/:id/approve': async () => ({ url: `/api/invoices/${await freshInvoice()}/approve?workerID=${admin.id}` }),
    'POST /invoices/:id/unapprove': async () => ({ url: `/api/invoices/${await approvedInvoice()}/unapprove?workerID=${admin.id}` }),
    'POST /invoices/:id/pay': async () => ({ url: `/api/invoices/${await approvedInvoice()}/pay?type=cash&branch=1` }),
    'DELETE /orders/:id/uploads': async () => ({ url: `/api/orders/${order}/uploads?path=uploads/invoice.pdf` }),
    'POST /orders/:id/uploads': async () => ({ url: `/api/orders/${await freshOrder()}/uploads`, multipart: { field: uploadField, fields: {}, file: pdf } }),
    'POST /orders/:id/images': async () => ({
      url: `/api/orders/${await freshOrder()}/images`,
      multipart: { field: imagesField, fields: {}, file: { name: 'parcel.png', type: 'image/png', content: 'png' } },
    }),
    'POST /shipments/:id/attachments': async () => ({ url: `/api/shipments/${shipment}/attachments`, multipart: { field: attachmentField, fields: {}, file: pdf } }),
    'POST /users/:id/prealerts': async (n) => ({
      url: `/api/users/${customer.id}/prealerts`,
      multipart: {
        field: prealertFileField,
        fields: { tracking_number: `1ZFUZZ${process.pid}${n}`, courier: '', vendor: 'Amazon', description: 'Phone case', value: '12.50' },
        file: pdf,
      },
    }),
  };
};

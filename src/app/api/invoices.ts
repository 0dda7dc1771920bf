import { z } from 'zod';
import { zGeneratedInvoice, zInvoice, type InvoiceFeesBody, type InvoiceType, type ManualInvoiceBody } from '../../domain/invoices';
import { api, request } from './client';

/*
 * The invoice's state changes are answered by the server, but the screen fetches the invoice again
 * after each of them (portal spec §4: "The invoice is refreshed after each action"), so their
 * bodies are not read and cannot fail a change that the server has made.
 */
const zNotRead = z.unknown();

export const invoicesApi = {
  get: (id: number) => api.get(`/invoices/${id}`, zInvoice),
  /** workerID is the caller's own id: the server records the invoice under that name only. */
  generate: (orderID: number, workerID: number) => request('POST', '/invoices', { schema: zGeneratedInvoice, query: { orderID, workerID } }),
  createManual: (orderId: number, body: ManualInvoiceBody) => api.post(`/orders/${orderId}/create-manual`, zGeneratedInvoice, body),
  setType: (id: number, type: InvoiceType) => api.put(`/invoices/${id}`, zNotRead, { type }),
  approve: (id: number, workerID: number) => request('POST', `/invoices/${id}/approve`, { schema: zNotRead, query: { workerID } }),
  unapprove: (id: number, workerID: number) => request('POST', `/invoices/${id}/unapprove`, { schema: zNotRead, query: { workerID } }),
  /** Admin only; the branch where cash or a check was taken defaults on the server to the admin's own. */
  pay: (id: number, type: InvoiceType) => request('POST', `/invoices/${id}/pay`, { schema: zNotRead, query: { type } }),
  /** Replaces the invoice's named fees as a whole. */
  saveFees: (id: number, body: InvoiceFeesBody) => api.post(`/invoices/${id}/fees`, zNotRead, body),
};

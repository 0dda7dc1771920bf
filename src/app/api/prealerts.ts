import { prealertFileField, zPrealert, zPrealertsPage, type PrealertBody } from '../../domain/prealerts';
import { api, request } from './client';

/** The form's fields and its optional invoice as the multipart body the server reads. */
const formOf = (body: PrealertBody, file: File | null) => {
  const form = new FormData();
  form.append('tracking_number', body.tracking_number);
  if (body.courier) form.append('courier', body.courier);
  form.append('vendor', body.vendor);
  form.append('description', body.description);
  form.append('value', String(body.value));
  if (file) form.append(prealertFileField, file, file.name);
  return form;
};

/** Prealerts: parcels a customer told the warehouse to expect. */
export const prealertsApi = {
  ofCustomer: (customerId: number, page: number) => api.get(`/users/${customerId}/prealerts`, zPrealertsPage, { page }),
  /** Staff: the open ones; `tracking` is one number exactly, `search` part of a number, vendor or name. */
  open: (query: { page?: number; search?: string; tracking?: string }) => api.get('/prealerts', zPrealertsPage, query),
  get: (id: number) => api.get(`/prealerts/${id}`, zPrealert),
  /** One key per press of the submit button, kept for its retries, so a resent request files one prealert. */
  file: (customerId: number, body: PrealertBody, file: File | null, idempotencyKey: string) =>
    request('POST', `/users/${customerId}/prealerts`, { schema: zPrealert, form: formOf(body, file), idempotencyKey }),
  withdraw: (id: number) => api.delete(`/prealerts/${id}`, zPrealert),
};

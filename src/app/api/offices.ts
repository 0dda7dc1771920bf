import { listOf } from '../../domain/common';
import { zOffice, type OfficeBody } from '../../domain/offices';
import { api } from './client';

export const officesApi = {
  list: () => api.get('/offices', listOf(zOffice)),
  create: (body: OfficeBody) => api.post('/offices', zOffice, body),
  update: (id: number, body: OfficeBody) => api.put(`/offices/${id}`, zOffice, body),
  remove: (id: number) => api.delete(`/offices/${id}`, zOffice),
};

import { listOf } from '../../domain/common';
import { zCustomerIndex } from '../../domain/customer-index';
import {
  zCustomer,
  zCustomerOption,
  zCustomerOrdersPage,
  zCustomersPage,
  zWorker,
  type CreateWorkerBody,
  type RegisterBody,
  type UpdateUserData,
} from '../../domain/users';
import { api } from './client';

export const usersApi = {
  register: (body: RegisterBody) => api.post('/users', zCustomer, body),
  user: (id: number) => api.get(`/users/${id}`, zCustomer),
  update: (id: number, data: UpdateUserData) => api.put(`/users/${id}`, zCustomer, { data }),
  toggleFlag: (id: number) => api.post(`/users/${id}/flag`, zCustomer),
  customer: (id: number) => api.get(`/customers/${id}`, zCustomer),
  customerOptions: (search: string, limit?: number) => api.get('/customers', listOf(zCustomerOption), { search, limit }),
  customerIndex: (since: string | undefined) => api.get('/customers/index', zCustomerIndex, { since }),
  customerOrders: (id: number, page: number) => api.get(`/users/${id}/orders/list`, zCustomerOrdersPage, { page }),
  customersPage: (page: number, key: string) => api.get('/customers/paginated', zCustomersPage, { page, key }),
  workers: (search: string) => api.get('/workers', listOf(zWorker), { search }),
  createWorker: (body: CreateWorkerBody) => api.post('/workers', zWorker, body),
  retireWorker: (id: number) => api.delete(`/workers/${id}`, zWorker),
};

import { zErrorBody, zIdParams, listOf } from '../../../domain/common';
import { customersPageSize, workersListLimit } from '../../../domain/constants';
import {
  zCreateWorkerBody,
  zCustomer,
  zCustomerOption,
  zCustomerOptionsQuery,
  zCustomersPage,
  zCustomersPageQuery,
  zRegisterBody,
  zUpdateUserBody,
  zWorker,
  zWorkersQuery,
} from '../../../domain/users';
import type { AreaPlugin } from '../plugin';
import { forgetOnCommit } from '../../http/active-users';
import { registrationLimit } from '../../http/rate-limits';
import { mailAfterCommit } from '../../mail/after-commit';
import { changeNotices } from './change-notices';
import { presentCustomer, presentWorker } from './present';
import { listCustomerOptions, pageCustomers, searchWorkers } from './queries';
import { createWorker, getCustomer, getUser, registerUser, retireWorker, toggleFlag, updateProfile } from './service';

const errors = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody, 409: zErrorBody };

export const usersRoutes: AreaPlugin = async (app, { deps: { activeUsers, config, mailer, background, database } }) => {
  const mail = { mailer, background, db: database.db };

  app.post('/users', {
    schema: { tags: ['users'], body: zRegisterBody, response: { 201: zCustomer, ...errors, 429: zErrorBody } },
    config: { activity: { action: 'Created user', entity: 'user' }, rateLimit: registrationLimit },
    handler: async (request, reply) => reply.code(201).send(presentCustomer(await registerUser(request.db, request.user, request.body))),
  });

  app.get('/users/:id', {
    schema: { tags: ['users'], params: zIdParams, response: { 200: zCustomer, ...errors } },
    handler: async (request) => presentCustomer(await getUser(request.db, request.params.id)),
  });

  app.put('/users/:id', {
    schema: { tags: ['users'], params: zIdParams, body: zUpdateUserBody, response: { 200: zCustomer, ...errors } },
    config: { activity: { action: 'Updated user', entity: 'user' } },
    handler: async (request) => {
      const { user, changes } = await updateProfile(request.db, request.user!, request.session, request.params.id, request.body.data);
      forgetOnCommit(request, activeUsers, user.id);
      mailAfterCommit(request, mail, changeNotices(user, changes, config.publicUrl));
      return presentCustomer(user);
    },
  });

  app.post('/users/:id/flag', {
    schema: { tags: ['users'], params: zIdParams, response: { 200: zCustomer, ...errors } },
    config: { activity: { action: 'Toggled fraud flag on user', entity: 'user' } },
    handler: async (request) => presentCustomer(await toggleFlag(request.db, request.params.id)),
  });

  app.get('/customers', {
    schema: { tags: ['customers'], querystring: zCustomerOptionsQuery, response: { 200: listOf(zCustomerOption), ...errors } },
    handler: async (request) => ({ data: await listCustomerOptions(request.db, request.query.search, request.query.limit) }),
  });

  app.get('/customers/paginated', {
    schema: { tags: ['customers'], querystring: zCustomersPageQuery, response: { 200: zCustomersPage, ...errors } },
    handler: async (request) => {
      const { page, key } = request.query;
      const { rows, total } = await pageCustomers(request.db, key, page, customersPageSize);
      return {
        data: rows.map(presentCustomer),
        meta: { pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / customersPageSize)), total } },
      };
    },
  });

  app.get('/customers/:id', {
    schema: { tags: ['customers'], params: zIdParams, response: { 200: zCustomer, ...errors } },
    handler: async (request) => presentCustomer(await getCustomer(request.db, request.params.id)),
  });

  app.get('/workers', {
    schema: { tags: ['workers'], querystring: zWorkersQuery, response: { 200: listOf(zWorker), ...errors } },
    handler: async (request) => ({ data: (await searchWorkers(request.db, request.query.search, workersListLimit)).map(presentWorker) }),
  });

  app.post('/workers', {
    schema: { tags: ['workers'], body: zCreateWorkerBody, response: { 201: zWorker, ...errors } },
    config: { activity: { action: 'Created worker', entity: 'user' } },
    handler: async (request, reply) => reply.code(201).send(presentWorker(await createWorker(request.db, request.body))),
  });

  app.delete('/workers/:id', {
    schema: { tags: ['workers'], params: zIdParams, response: { 200: zWorker, ...errors } },
    config: { activity: { action: 'Retired worker', entity: 'user' } },
    handler: async (request) => {
      const retired = await retireWorker(request.db, request.user!, request.params.id);
      forgetOnCommit(request, activeUsers, retired.id);
      return presentWorker(retired);
    },
  });
};


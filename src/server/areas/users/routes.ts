import { zIdParams, listOf } from '../../../domain/common';
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
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { forgetOnCommit } from '../../http/active-users';
import { registrationLimit } from '../../http/rate-limits';
import { mailAfterCommit } from '../../mail/after-commit';
import {
  createWorker,
  getCustomer,
  getUser,
  listCustomers,
  listCustomersPage,
  listWorkers,
  registerUser,
  retireWorker,
  toggleFlag,
  updateProfile,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const usersRoutes: AreaPlugin = async (app, { deps: { activeUsers, config, mailer, background, database } }) => {
  const mail = { mailer, background, db: database.db };

  app.post('/users', {
    schema: { tags: ['users'], body: zRegisterBody, response: { 201: zCustomer, ...errorResponses(400, 401, 403, 404, 409, 429) } },
    config: { activity: { action: 'Created user', entity: 'user' }, rateLimit: registrationLimit },
    handler: async (request, reply) => reply.code(201).send(await registerUser(request.db, request.user, request.body)),
  });

  app.get('/users/:id', {
    schema: { tags: ['users'], params: zIdParams, response: { 200: zCustomer, ...errors } },
    handler: async (request) => getUser(request.db, request.params.id),
  });

  app.put('/users/:id', {
    schema: { tags: ['users'], params: zIdParams, body: zUpdateUserBody, response: { 200: zCustomer, ...errors } },
    config: { activity: { action: 'Updated user', entity: 'user' } },
    handler: async (request) => {
      const { user, notices } = await updateProfile(request.db, request.user!, request.session, request.params.id, request.body.data, config.publicUrl);
      forgetOnCommit(request, activeUsers, user.id);
      mailAfterCommit(request, mail, notices);
      return user;
    },
  });

  app.post('/users/:id/flag', {
    schema: { tags: ['users'], params: zIdParams, response: { 200: zCustomer, ...errors } },
    config: { activity: { action: 'Toggled fraud flag on user', entity: 'user' } },
    handler: async (request) => toggleFlag(request.db, request.params.id),
  });

  app.get('/customers', {
    schema: { tags: ['customers'], querystring: zCustomerOptionsQuery, response: { 200: listOf(zCustomerOption), ...errors } },
    handler: async (request) => ({ data: await listCustomers(request.db, request.query.search, request.query.limit) }),
  });

  app.get('/customers/paginated', {
    schema: { tags: ['customers'], querystring: zCustomersPageQuery, response: { 200: zCustomersPage, ...errors } },
    handler: async (request) => listCustomersPage(request.db, request.query.page, request.query.key),
  });

  app.get('/customers/:id', {
    schema: { tags: ['customers'], params: zIdParams, response: { 200: zCustomer, ...errors } },
    handler: async (request) => getCustomer(request.db, request.params.id),
  });

  app.get('/workers', {
    schema: { tags: ['workers'], querystring: zWorkersQuery, response: { 200: listOf(zWorker), ...errors } },
    handler: async (request) => ({ data: await listWorkers(request.db, request.query.search) }),
  });

  app.post('/workers', {
    schema: { tags: ['workers'], body: zCreateWorkerBody, response: { 201: zWorker, ...errors } },
    config: { activity: { action: 'Created worker', entity: 'user' } },
    handler: async (request, reply) => reply.code(201).send(await createWorker(request.db, request.body)),
  });

  app.delete('/workers/:id', {
    schema: { tags: ['workers'], params: zIdParams, response: { 200: zWorker, ...errors } },
    config: { activity: { action: 'Retired worker', entity: 'user' } },
    handler: async (request) => {
      const retired = await retireWorker(request.db, request.user!, request.params.id);
      forgetOnCommit(request, activeUsers, retired.id);
      return retired;
    },
  });
};

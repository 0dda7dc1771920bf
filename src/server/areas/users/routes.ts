import { zIdParams, listOf } from '../../../domain/common';
import { zCustomerIndex, zCustomerIndexQuery } from '../../../domain/customer-index';
import { customersPageSize, registrationsPerHour, workersListLimit } from '../../../domain/constants';
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
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { forgetOnCommit } from '../../http/active-users';
import { registrationLimit } from '../../http/rate-limits';
import { mailAfterCommit } from '../../mail/after-commit';
import { readCustomerIndex } from './customer-index';
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
const activity = activityOn('user');

export const usersRoutes: AreaPlugin = async (app, { deps: { activeUsers, config, mailer, background, database } }) => {
  const mail = { mailer, background, db: database.db };

  app.post('/users', {
    schema: {
      tags: ['users'],
      operationId: 'registerUser',
      summary: 'Register an account',
      description:
        `A guest registers a personal or business account; an admin may create an account of any type, and anyone else asking for a staff type gets 403. An email already registered is a 409 on \`email\`. At most ${registrationsPerHour} requests an hour from one address, admins exempt (429).`,
      // Signing in is optional here: a guest registers, an admin's token lets them create staff accounts.
      security: [{}, { bearer: [] }],
      body: zRegisterBody,
      response: { 201: zCustomer, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    config: { ...activity('Created user'), rateLimit: registrationLimit },
    handler: async (request, reply) => reply.code(201).send(await registerUser(request.db, request.user, request.body)),
  });

  app.get('/users/:id', {
    schema: {
      tags: ['users'],
      operationId: 'getUser',
      summary: 'Read an account',
      description: "Any account by id, as My Account shows it; `mail_updates` is a customer's choice of mails, null for staff.",
      params: zIdParams,
      response: { 200: zCustomer, ...errors },
    },
    handler: async (request) => getUser(request.db, request.params.id),
  });

  app.put('/users/:id', {
    schema: {
      tags: ['users'],
      operationId: 'updateUser',
      summary: 'Change an account',
      description: [
        'Replaces the profile fields in `data`. Only an admin changes an account type, fraud flag or special status (403 on one\'s own).',
        "Changing one's own email or password needs `data.current_password` (400).",
        'A new password ends the other sessions of the user (all of them when an admin sets it), and the owner is mailed about a new password or email.',
        'An email registered to another account is a 409 on `data.email`.',
        "`data.mail_updates` turns a customer's mail about received and arrived parcels and invoices ready to pay on or off (receipts always go); left out it stays. Only the customer changes it (403 for an admin), and a staff account has none (400).",
      ].join(' '),
      params: zIdParams,
      body: zUpdateUserBody,
      response: { 200: zCustomer, ...errors },
    },
    config: activity('Updated user'),
    handler: async (request) => {
      const { user, notices } = await updateProfile(request.db, request.user!, request.session, request.params.id, request.body.data, config.publicUrl);
      forgetOnCommit(request, activeUsers, user.id);
      mailAfterCommit(request, mail, notices);
      return user;
    },
  });

  app.post('/users/:id/flag', {
    schema: {
      tags: ['users'],
      operationId: 'toggleFraudFlag',
      summary: "Flag a customer for possible fraud, or clear the flag",
      description: "Flips the customer's fraud flag and answers the customer; 404 when the id is not a customer's.",
      params: zIdParams,
      response: { 200: zCustomer, ...errors },
    },
    config: activity('Toggled fraud flag on user'),
    handler: async (request) => toggleFlag(request.db, request.params.id),
  });

  app.get('/customers', {
    schema: {
      tags: ['customers'],
      operationId: 'listCustomers',
      summary: 'List customers for the order form',
      description: 'Compact rows for the order form\'s search and its offline cache, by name. `search` matches part of the name or email, or the Dept #; `limit` caps the rows.',
      querystring: zCustomerOptionsQuery,
      response: { 200: listOf(zCustomerOption), ...errors },
    },
    handler: async (request) => ({ data: await listCustomers(request.db, request.query.search, request.query.limit) }),
  });

  app.get('/customers/index', {
    schema: {
      tags: ['customers'],
      operationId: 'customerIndex',
      summary: "The order form's customers for a device, as changes since its last fetch",
      description:
        'Without `since`, or with a cursor too old to continue from, every customer (`full`). With the `cursor` of an earlier answer, the customers added or changed since and the ids that left. Compressed (brotli or gzip) for clients that accept it.',
      querystring: zCustomerIndexQuery,
      response: { 200: zCustomerIndex, ...errors },
    },
    compress: {},
    handler: async (request) => readCustomerIndex(request.db, request.query.since),
  });

  app.get('/customers/paginated', {
    schema: {
      tags: ['customers'],
      operationId: 'pageCustomers',
      summary: 'Page through customers',
      description: `${customersPageSize} a page, newest first. \`key\` matches part of the name or email, or the Dept #, which then comes first.`,
      querystring: zCustomersPageQuery,
      response: { 200: zCustomersPage, ...errors },
    },
    handler: async (request) => listCustomersPage(request.db, request.query.page, request.query.key),
  });

  app.get('/customers/:id', {
    schema: {
      tags: ['customers'],
      operationId: 'getCustomer',
      summary: 'Read a customer',
      description: "404 when the id is not a customer's.",
      params: zIdParams,
      response: { 200: zCustomer, ...errors },
    },
    handler: async (request) => getCustomer(request.db, request.params.id),
  });

  app.get('/workers', {
    schema: {
      tags: ['workers'],
      operationId: 'listWorkers',
      summary: 'List staff accounts',
      description: `At most ${workersListLimit}, active ones first, by name. \`search\` matches part of the name or email, or the Dept #.`,
      querystring: zWorkersQuery,
      response: { 200: listOf(zWorker), ...errors },
    },
    handler: async (request) => ({ data: await listWorkers(request.db, request.query.search) }),
  });

  app.post('/workers', {
    schema: {
      tags: ['workers'],
      operationId: 'createWorker',
      summary: 'Create a staff account',
      description: 'An email already registered is a 409 on `email`.',
      body: zCreateWorkerBody,
      response: { 201: zWorker, ...errors },
    },
    config: activity('Created worker'),
    handler: async (request, reply) => reply.code(201).send(await createWorker(request.db, request.body)),
  });

  app.delete('/workers/:id', {
    schema: {
      tags: ['workers'],
      operationId: 'retireWorker',
      summary: 'Retire a staff account',
      description: 'The account can no longer sign in, and its sessions end at once. Answers the worker. 409 for your own account and for one already retired.',
      params: zIdParams,
      response: { 200: zWorker, ...errors },
    },
    config: activity('Retired worker'),
    handler: async (request) => {
      const retired = await retireWorker(request.db, request.user!, request.params.id);
      forgetOnCommit(request, activeUsers, retired.id);
      return retired;
    },
  });
};

import { listOf, zIdParams } from '../../../domain/common';
import {
  maxInvoiceFees,
  userInvoicesLimit,
  zGeneratedInvoice,
  zGenerateInvoiceQuery,
  zInvoice,
  zInvoiceFeesBody,
  zInvoiceRow,
  zInvoiceTypeBody,
  zInvoiceWorkerQuery,
  zManualInvoiceBody,
  zPayInvoiceQuery,
  zUserInvoicesQuery,
} from '../../../domain/invoices';
import { errorResponses } from '../../http/error-responses';
import { mailAfterCommit } from '../../mail/after-commit';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import {
  approveInvoice,
  createManualInvoice,
  generateInvoice,
  getInvoiceForViewer,
  listUserInvoices,
  payInvoice,
  setInvoiceFees,
  setInvoiceType,
  unapproveInvoice,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = activityOn('invoice');
const tags = ['invoices'];

/**
 * The spec calls approve, unapprove and pay with GET; the app sends POST. Both run as a mutation
 * (one transaction with its Idempotency-Key and activity row), under an operation id each.
 */
const getAndPost = [
  { method: 'POST', suffix: '', note: '' },
  { method: 'GET', suffix: 'ByGet', note: ' The GET form is the spec\'s call, kept for old clients; it changes state exactly as POST does.' },
] as const;

export const invoicesRoutes: AreaPlugin = async (app, { deps: { config, mailer, background, database } }) => {
  const mail = { mailer, background, db: database.db };

  app.get('/invoices/:id', {
    schema: {
      tags,
      operationId: 'getInvoice',
      summary: 'Read an invoice',
      description: "Every line in dollars, the packages as priced, the named fees and (for a manual invoice) the purchase. A customer reads only their own invoices (404 otherwise). `in_cart` is about the caller's own cart.",
      params: zIdParams,
      response: { 200: zInvoice, ...errors },
    },
    handler: async (request) => getInvoiceForViewer(request.db, request.user!, request.params.id),
  });

  app.post('/invoices', {
    schema: {
      tags,
      operationId: 'generateInvoice',
      summary: "Generate an order's invoice",
      description:
        "Prices the order at the rates of its creation date (Nassau) and stores every line. `workerID`, when sent, must be the caller's id (403). 404 for an unknown order, 409 when it already has an invoice; staff who are not special get 403 on an order with a unit price below $5.",
      querystring: zGenerateInvoiceQuery,
      response: { 201: zGeneratedInvoice, ...errors },
    },
    config: activity('Generated invoice'),
    handler: async (request, reply) => reply.code(201).send(await generateInvoice(request.db, request.user!, request.query)),
  });

  app.post('/orders/:id/create-manual', {
    schema: {
      tags,
      operationId: 'createManualInvoice',
      summary: 'Create a manual invoice for an order',
      description:
        "The order's invoice from a purchase typed in (Amazon or Ebay): its items are the customs lines under the one tax category `tax` (400 when unknown); freight and the other fees come from the order's packages. 409 when the order already has an invoice.",
      params: zIdParams,
      body: zManualInvoiceBody,
      response: { 201: zGeneratedInvoice, ...errors },
    },
    // The path names the order, so the activity row is the order's.
    config: activityOn('order')('Created manual invoice'),
    handler: async (request, reply) => reply.code(201).send(await createManualInvoice(request.db, request.user!, request.params.id, request.body)),
  });

  app.put('/invoices/:id', {
    schema: {
      tags,
      operationId: 'setInvoiceType',
      summary: 'Set how an invoice is to be paid',
      description:
        'Admins choose any type; other staff cash, check or card (403 otherwise). 409 when the invoice is paid. An invoice that stops being online leaves the customers\' carts.',
      params: zIdParams,
      body: zInvoiceTypeBody,
      response: { 200: zInvoice, ...errors },
    },
    config: activity('Set invoice type'),
    handler: async (request) => setInvoiceType(request.db, request.user!, request.params.id, request.body.type),
  });

  for (const { method, suffix, note } of getAndPost) {
    app.route({
      method,
      url: '/invoices/:id/approve',
      schema: {
        tags,
        operationId: `approveInvoice${suffix}`,
        summary: 'Approve an invoice',
        description: `unpaid → approved; approving an approved invoice changes nothing, a paid one is 409. Approving an online invoice mails the customer that it is ready to pay. \`workerID\`, when sent, must be the caller's id.${note}`,
        params: zIdParams,
        querystring: zInvoiceWorkerQuery,
        response: { 200: zInvoice, ...errors },
      },
      config: { ...activity('Approved invoice'), mutating: true },
      handler: async (request) => {
        const { invoice, mails } = await approveInvoice(request.db, request.user!, request.params.id, request.query.workerID, config.publicUrl);
        mailAfterCommit(request, mail, mails);
        return invoice;
      },
    });

    app.route({
      method,
      url: '/invoices/:id/unapprove',
      schema: {
        tags,
        operationId: `unapproveInvoice${suffix}`,
        summary: 'Unapprove an invoice',
        description: `approved → unpaid, and out of every cart; an unpaid invoice stays as it is, a paid one is 409. \`workerID\`, when sent, must be the caller's id.${note}`,
        params: zIdParams,
        querystring: zInvoiceWorkerQuery,
        response: { 200: zInvoice, ...errors },
      },
      config: { ...activity('Unapproved invoice'), mutating: true },
      handler: async (request) => unapproveInvoice(request.db, request.user!, request.params.id, request.query.workerID),
    });

    app.route({
      method,
      url: '/invoices/:id/pay',
      schema: {
        tags,
        operationId: `payInvoice${suffix}`,
        summary: 'Record the payment of an invoice',
        description: `Admins only. An approved invoice becomes paid with \`type\`'s fee at today's rates (the convenience fee online, the card fee by card) and one transaction; cash and checks are recorded at \`branch\`, by default the admin's own location. 409 when it is not approved or already paid. The customer is mailed a receipt.${note}`,
        params: zIdParams,
        querystring: zPayInvoiceQuery,
        response: { 200: zInvoice, ...errors },
      },
      config: { ...activity('Paid invoice'), mutating: true },
      handler: async (request) => {
        const { invoice, mails } = await payInvoice(request.db, request.user!, request.params.id, request.query, config.publicUrl);
        mailAfterCommit(request, mail, mails);
        return invoice;
      },
    });
  }

  app.post('/invoices/:id/fees', {
    schema: {
      tags,
      operationId: 'setInvoiceFees',
      summary: "Replace an invoice's named fees",
      description: `Special staff only. The fees (at most ${maxInvoiceFees}) replace the invoice's named fees; their VAT and every total are repriced at the invoice's own rates date, the other lines stay as priced. 409 when the invoice is paid.`,
      params: zIdParams,
      body: zInvoiceFeesBody,
      response: { 200: zInvoice, ...errors },
    },
    config: activity('Changed invoice fees'),
    handler: async (request) => setInvoiceFees(request.db, request.user!, request.params.id, request.body),
  });

  app.get('/users/:id/invoices', {
    schema: {
      tags,
      operationId: 'listCustomerInvoices',
      summary: "List a customer's invoices",
      description: `The customer's latest ${userInvoicesLimit} invoices, newest first, for their dashboard; \`status\` keeps one state. \`in_cart\` is about the caller's own cart. 404 when the id is not a customer's.`,
      params: zIdParams,
      querystring: zUserInvoicesQuery,
      response: { 200: listOf(zInvoiceRow), ...errors },
    },
    handler: async (request) => ({ data: await listUserInvoices(request.db, request.user!, request.params.id, request.query.status) }),
  });
};

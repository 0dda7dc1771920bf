import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listOf, zIdParams } from '../../../domain/common';
import {
  attachmentField,
  maxAttachmentsPerUpload,
  shipmentMessages,
  zAttachmentResults,
  zCalculations,
  zCalculationsBody,
  zGroupedPackages,
  zNotifyResult,
  zPackageC13,
  zPackageIdBody,
  zPackageQb,
  zQbBody,
  zShipment,
  zShipmentAttachment,
  zShipmentBody,
  zShipmentIdParams,
  zShipmentReport,
  zShipmentReportQuery,
  zShipmentsPage,
  zShipmentsQuery,
  zUnshippedPage,
  zUnshippedQuery,
} from '../../../domain/shipments';
import { keepClientsNamed } from '../../db/client-names';
import { invalid } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { claimStreamedKey } from '../../http/mutations';
import { transactionEffectsOf } from '../../http/transaction-effects';
import { mailAfterCommit } from '../../mail/after-commit';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { fileParts } from '../../http/multipart';
import { listAttachments, uploadAttachments } from './attachments-service';
import { addQbEntry, setC13 } from './marks-service';
import { notifyParcel, notifyShipment } from './notify-service';
import { shipmentReport, shipmentReportCsv } from './report-service';
import { createShipment, getShipment, groupedPackages, listShipments, listUnshipped, saveCalculations, updateShipment } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = activityOn('shipment');
const packageActivity = activityOn('package');
const tags = ['shipments'];

/** The spec calls notify with GET; the app sends POST. Both run as a mutation, under an operation id each. */
const getAndPost = [
  { method: 'POST', suffix: '', note: '' },
  { method: 'GET', suffix: 'ByGet', note: " The GET form is the spec's call, kept for old clients; it changes state exactly as POST does." },
] as const;

export const shipmentsRoutes: AreaPlugin = async (app, { deps: { config, mailer, background, database, fileStore, usersChanges } }) => {
  const mail = { mailer, background, db: database.db };
  const findClientsNamed = keepClientsNamed(usersChanges);

  for (const [url, operationId] of [
    ['/shipments', 'listShipments'],
    ['/shipments/list', 'listShipmentsCompact'],
  ] as const) {
    app.get(url, {
      schema: {
        tags,
        operationId,
        summary: 'List shipments',
        description: 'Newest first, 20 a page; `search` matches a shipment id, part of its manifest key or carrier.',
        querystring: zShipmentsQuery,
        response: { 200: zShipmentsPage, ...errors },
      },
      handler: async (request) => listShipments(request.db, request.query),
    });
  }

  app.get('/shipments/:id', {
    schema: { tags, operationId: 'getShipment', summary: 'Read a shipment', description: 'Its fields, package ids in order, boxes and attachments.', params: zIdParams, response: { 200: zShipment, ...errors } },
    handler: async (request) => getShipment(request.db, request.params.id),
  });

  app.post('/shipments', {
    schema: {
      tags,
      operationId: 'createShipment',
      summary: 'Create a shipment',
      description: 'Carrier, arrival date and packages are required; boxes group some of its packages by name. 409 when a package is already in another shipment.',
      body: zShipmentBody,
      response: { 201: zShipment, ...errors },
    },
    config: activity('Created shipment'),
    handler: async (request, reply) => reply.code(201).send(await createShipment(request.db, request.user!, request.body.data)),
  });

  app.put('/shipments/:id', {
    schema: {
      tags,
      operationId: 'updateShipment',
      summary: 'Update a shipment',
      description: 'Replaces its fields, packages and boxes: packages left out are unshipped again; those kept keep when they were notified. 409 when a package is in another shipment.',
      params: zIdParams,
      body: zShipmentBody,
      response: { 200: zShipment, ...errors },
    },
    config: activity('Updated shipment'),
    handler: async (request) => updateShipment(request.db, request.params.id, request.body.data),
  });

  app.get('/unshipped/packages', {
    schema: {
      tags,
      operationId: 'listUnshippedPackages',
      summary: 'List packages in no shipment',
      description: 'Packages of live orders not in any shipment, newest first, 50 a page; `search` is an order id, a package barcode or part of a customer name.',
      querystring: zUnshippedQuery,
      response: { 200: zUnshippedPage, ...errors },
    },
    handler: async (request) => listUnshipped(request.db, request.query, findClientsNamed),
  });

  app.get('/grouped/packages/:shipmentId', {
    schema: {
      tags,
      operationId: 'listShipmentPackagesByBox',
      summary: "List a shipment's packages by box",
      description: 'One group per box in the order of the boxes, then the packages in no box (`box` null).',
      params: zShipmentIdParams,
      response: { 200: zGroupedPackages, ...errors },
    },
    handler: async (request) => groupedPackages(request.db, request.params.shipmentId),
  });

  app.get('/shipments/:id/report', {
    schema: {
      tags,
      operationId: 'getShipmentReport',
      summary: "Read a shipment's report",
      description: "50 package rows a page, and every total of the shipment in `meta`. Money comes from its orders' invoices, each counted in one shipment only.",
      params: zIdParams,
      querystring: zShipmentReportQuery,
      response: { 200: zShipmentReport, ...errors },
    },
    handler: async (request) => shipmentReport(request.db, request.params.id, request.query.page),
  });

  app.get('/shipments/:id/report.csv', {
    schema: {
      tags,
      operationId: 'getShipmentReportCsv',
      summary: "Download a shipment's package table as CSV",
      description: 'Every package row of the report, for a spreadsheet.',
      params: zIdParams,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => {
      const csv = await shipmentReportCsv(request.db, request.params.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="shipment-${request.params.id}.csv"`).send(csv);
    },
  });

  app.post('/shipments/:id/calculations', {
    schema: {
      tags,
      operationId: 'saveShipmentCalculations',
      summary: "Save a shipment's calculations",
      description: 'Duty, levy, freight, processing and VAT in dollars, and up to three named lines; they replace what was saved.',
      params: zIdParams,
      body: zCalculationsBody,
      response: { 200: zCalculations, ...errors },
    },
    config: activity('Saved shipment calculations'),
    handler: async (request) => saveCalculations(request.db, request.params.id, request.body.calculations),
  });

  app.get('/shipments/:id/attachments', {
    schema: { tags, operationId: 'listShipmentAttachments', summary: "List a shipment's attachments", description: 'Oldest first.', params: zIdParams, response: { 200: listOf(zShipmentAttachment), ...errors } },
    handler: async (request) => listAttachments(request.db, request.params.id),
  });

  app.post('/shipments/:id/attachments', {
    schema: {
      tags,
      operationId: 'uploadShipmentAttachments',
      summary: 'Attach files to a shipment',
      description: `1 to ${maxAttachmentsPerUpload} files (png, jpg, jpeg or pdf, at most 10 MB each) in the multipart field \`${attachmentField}\`. Each is kept or refused on its own, by its name and its first bytes: the answer has one result per file.`,
      consumes: ['multipart/form-data'],
      params: zIdParams,
      response: { 200: zAttachmentResults, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
    },
    config: activity('Attached files to shipment'),
    handler: async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const parts = fileParts(request, () => invalid({ [attachmentField]: shipmentMessages.attachmentsTooMany }, shipmentMessages.attachmentsTooMany), { perFile: true });
      const ctx = { db: request.db, user: request.user!, store: fileStore, effects: transactionEffectsOf(request), claim: (digest: string) => claimStreamedKey(request, digest) };
      return uploadAttachments(ctx, request.params.id, parts);
    },
  });

  for (const { method, suffix, note } of getAndPost) {
    app.route({
      method,
      url: '/shipments/:id/notify',
      schema: {
        tags,
        operationId: `notifyShipment${suffix}`,
        summary: 'Send arrival notices for a shipment',
        description: `Mails every customer with a package here not yet notified, once each, and marks those packages; a repeat or a concurrent call mails nobody twice.${note}`,
        params: zIdParams,
        response: { 200: zNotifyResult, ...errors },
      },
      config: { ...activity('Sent arrival notices'), mutating: true },
      handler: async (request) => {
        const { result, mails } = await notifyShipment(request.db, request.params.id, config.publicUrl);
        mailAfterCommit(request, mail, mails);
        return result;
      },
    });

    app.route({
      method,
      url: '/shipments/parcels/:id/notify',
      schema: {
        tags,
        operationId: `notifyParcel${suffix}`,
        summary: 'Send the arrival notice of one package',
        description: `Mails the package's customer about it unless it was notified already, and marks it. 409 when the package is in no shipment.${note}`,
        params: zIdParams,
        response: { 200: zNotifyResult, ...errors },
      },
      config: { ...packageActivity('Sent arrival notice'), mutating: true },
      handler: async (request) => {
        const { result, mails } = await notifyParcel(request.db, request.params.id, config.publicUrl);
        mailAfterCommit(request, mail, mails);
        return result;
      },
    });
  }

  app.post('/packages/c13', {
    schema: { tags, operationId: 'addPackageC13', summary: 'Flag a package for a C13 entry', description: 'Flagging a flagged package changes nothing.', body: zPackageIdBody, response: { 200: zPackageC13, ...errors } },
    config: packageActivity('Added C13'),
    handler: async (request) => setC13(request.db, request.user!, request.body.id, true),
  });

  app.delete('/packages/:id/c13', {
    schema: { tags, operationId: 'removePackageC13', summary: "Remove a package's C13 flag", description: 'Removing an absent flag changes nothing.', params: zIdParams, response: { 200: zPackageC13, ...errors } },
    config: packageActivity('Removed C13'),
    handler: async (request) => setC13(request.db, request.user!, request.params.id, false),
  });

  app.post('/packages/qb', {
    schema: {
      tags,
      operationId: 'addPackageQbEntry',
      summary: "Record a package's QuickBooks entry",
      description: "Its value is the package's own lines on its invoice (freight, duty, levy and its fees); `date` is when it was entered. 409 unless the invoice is paid, or when the package has an entry already.",
      body: zQbBody,
      response: { 200: zPackageQb, ...errors },
    },
    config: packageActivity('Added QuickBooks entry'),
    handler: async (request) => addQbEntry(request.db, request.user!, request.body.id, request.body.date),
  });
};

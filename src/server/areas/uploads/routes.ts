import type { FastifyRequest } from 'fastify';
import { zIdParams } from '../../../domain/common';
import { uploadField, uploadMessages, zDeleteUploadQuery, zOrderFile, zOrderImage, zOrderImages } from '../../../domain/uploads';
import { errorResponses } from '../../http/error-responses';
import { conflict, invalid } from '../../http/app-error';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { claimStreamedKey } from '../../http/mutations';
import { transactionEffectsOf } from '../../http/transaction-effects';
import { fileParts } from '../../http/multipart';
import { deleteInvoiceFile, deleteOrderImage, uploadInvoiceFile, uploadOrderImages } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const activity = activityOn('order');
const imageActivity = activityOn('order image');
const multipart = ['multipart/form-data'];

export const uploadsRoutes: AreaPlugin = async (app, { deps }) => {
  const contextOf = (request: FastifyRequest) => ({
    db: request.db,
    user: request.user!,
    store: deps.fileStore,
    effects: transactionEffectsOf(request),
    claim: (bodyDigest: string) => claimStreamedKey(request, bodyDigest),
  });

  app.post('/orders/:id/uploads', {
    schema: {
      tags: ['uploads'],
      operationId: 'uploadInvoiceFile',
      summary: 'Upload an invoice file to an order',
      description:
        'One invoice file (png, jpg, jpeg, pdf or doc; at most 10 MB) in the multipart field `file`; its first bytes must match its kind (415). An order holds at most 5 (409). Filed as origin Customer when a customer uploads it, else Manual.',
      consumes: multipart,
      params: zIdParams,
      response: { 201: zOrderFile, ...errors },
    },
    config: activity('Uploaded invoice file'),
    handler: async (request, reply) => {
      const parts = fileParts(request, () => invalid({ [uploadField]: uploadMessages.oneFile }, uploadMessages.oneFile));
      return reply.code(201).send(await uploadInvoiceFile(contextOf(request), request.params.id, parts));
    },
  });

  app.delete('/orders/:id/uploads', {
    schema: {
      tags: ['uploads'],
      operationId: 'deleteInvoiceFile',
      summary: 'Remove an invoice file from an order',
      description: 'The file named by `path` (or its URL) as the upload answered it; answers the removed file. The stored file goes once the removal has committed.',
      params: zIdParams,
      querystring: zDeleteUploadQuery,
      response: { 200: zOrderFile, ...errors },
    },
    config: activity('Removed invoice file'),
    handler: async (request) => deleteInvoiceFile(contextOf(request), request.params.id, request.query.path),
  });

  app.post('/orders/:id/images', {
    schema: {
      tags: ['uploads'],
      operationId: 'uploadOrderImages',
      summary: 'Upload images of an order',
      description:
        'One or more images (png, jpg or jpeg; at most 10 MB each) in the multipart field `images`; their first bytes must match their kind (415). An order holds at most 5 (409).',
      consumes: multipart,
      params: zIdParams,
      response: { 201: zOrderImages, ...errors },
    },
    config: activity('Uploaded order images'),
    handler: async (request, reply) => {
      const parts = fileParts(request, () => conflict(uploadMessages.imagesFull));
      return reply.code(201).send(await uploadOrderImages(contextOf(request), request.params.id, parts));
    },
  });

  app.delete('/order-images/:id', {
    schema: {
      tags: ['uploads'],
      operationId: 'deleteOrderImage',
      summary: 'Delete an order image',
      description: 'Answers the deleted image; the stored file goes once the deletion has committed.',
      params: zIdParams,
      response: { 200: zOrderImage, ...errors },
    },
    config: imageActivity('Deleted order image'),
    handler: async (request) => deleteOrderImage(contextOf(request), request.params.id),
  });
};

import { zTax, zTaxBody, zTaxesQuery, zTaxList } from '../../../domain/taxes';
import { errorResponses } from '../../http/error-responses';
import { editableList } from '../editable-list';
import type { AreaPlugin } from '../plugin';
import { createTax, deleteTax, editTax, listTaxes } from './service';

const taxes = editableList({ tag: 'taxes', entity: 'tax', item: zTax, body: zTaxBody });

export const taxesRoutes: AreaPlugin = async (app) => {
  // Public, unlike the other edited lists: the public calculator and orders for sale read it.
  app.get('/taxes', {
    schema: {
      tags: taxes.tags,
      operationId: 'listTaxes',
      summary: 'List tax categories',
      description:
        'By description unless `sort` names `vat` (the duty rate), ascending unless `direction` is `desc`. `search` matches part of the description or the tariff code, ignoring case; `limit` caps the rows, and `total` counts every match.',
      security: [],
      querystring: zTaxesQuery,
      response: { 200: zTaxList, ...errorResponses(400) },
    },
    handler: async (request) => listTaxes(request.db, request.query),
  });

  app.post('/taxes', {
    schema: { ...taxes.create, operationId: 'createTax', summary: 'Add a tax category' },
    config: taxes.activity('Created tax category'),
    handler: async (request, reply) => reply.code(201).send(await createTax(request.db, request.body)),
  });

  app.put('/taxes/:id', {
    schema: { ...taxes.update, operationId: 'updateTax', summary: 'Change a tax category' },
    config: taxes.activity('Updated tax category'),
    handler: async (request) => editTax(request.db, request.params.id, request.body),
  });

  app.delete('/taxes/:id', {
    schema: {
      ...taxes.remove,
      operationId: 'deleteTax',
      summary: 'Delete a tax category',
      description: 'Answers the deleted category; 409 while order items use it.',
    },
    config: taxes.activity('Deleted tax category'),
    handler: async (request) => deleteTax(request.db, request.params.id),
  });
};

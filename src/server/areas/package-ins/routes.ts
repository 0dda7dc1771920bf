import { zIdParams } from '../../../domain/common';
import { zHeldPackageChecked, zPackageIn, zPackageInBody, zPackageInsList, zPackageInsQuery } from '../../../domain/package-ins';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { checkHeldPackage, deletePackageIn, holdPackages, listPackageIns } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['package-ins'];

export const packageInsRoutes: AreaPlugin = async (app) => {
  app.get('/package-ins', {
    schema: { tags, querystring: zPackageInsQuery, response: { 200: zPackageInsList, ...errors } },
    handler: async (request) => listPackageIns(request.db, request.query),
  });

  app.post('/package-ins', {
    schema: { tags, body: zPackageInBody, response: { 201: zPackageIn, ...errors } },
    config: { activity: { action: 'Held packages', entity: 'package-in' } },
    handler: async (request, reply) => reply.code(201).send(await holdPackages(request.db, request.user!, request.body)),
  });

  app.delete('/package-ins/:id', {
    schema: { tags, params: zIdParams, response: { 200: zPackageIn, ...errors } },
    config: { activity: { action: 'Deleted held packages', entity: 'package-in' } },
    handler: async (request) => deletePackageIn(request.db, request.params.id),
  });

  app.post('/held-packages/:id/checked', {
    schema: { tags, params: zIdParams, response: { 200: zHeldPackageChecked, ...errors } },
    config: { activity: { action: 'Checked held package', entity: 'held-package' } },
    handler: async (request) => checkHeldPackage(request.db, request.user!, request.params.id),
  });
};

import { zIdParams } from '../../../domain/common';
import { zPackageLabel, zPackagesPage, zPackagesQuery, zTrackings } from '../../../domain/packages';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { listPackages, packageLabel, packageTrackings } from './service';

const errors = errorResponses(400, 401, 403, 404);

export const packagesRoutes: AreaPlugin = async (app) => {
  app.get('/packages/paginated', {
    schema: { tags: ['packages'], querystring: zPackagesQuery, response: { 200: zPackagesPage, ...errors } },
    handler: async (request) => listPackages(request.db, request.query),
  });

  app.get('/packages/:id/label', {
    schema: { tags: ['packages'], params: zIdParams, response: { 200: zPackageLabel, ...errors } },
    handler: async (request) => packageLabel(request.db, request.params.id),
  });

  app.get('/packages/:id/trackings', {
    schema: { tags: ['packages'], params: zIdParams, response: { 200: zTrackings, ...errors } },
    handler: async (request) => packageTrackings(request.db, request.user!, request.params.id),
  });
};

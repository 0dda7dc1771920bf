import { listCountCap } from '../../../domain/orders';
import { zIdParams } from '../../../domain/common';
import { packagesPageSize, zPackageLabel, zPackagesPage, zPackagesQuery, zTrackings } from '../../../domain/packages';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { listPackages, packageLabel, packageTrackings } from './service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['packages'];

export const packagesRoutes: AreaPlugin = async (app) => {
  app.get('/packages/paginated', {
    schema: {
      tags,
      operationId: 'listPackages',
      summary: 'List packages',
      description:
        `${packagesPageSize} a page, newest first, paged by Previous/Next (\`meta.has_next\`); \`meta.count\` counts the matches up to ${listCountCap} (\`meta.count_capped\` when there are more). \`search\` is an order id when it is digits, a package when it is a barcode, else part of the customer's name. Dates are Nassau business days, both included; \`checkpoint\` is the package's current checkpoint and \`minDays\` keeps those there longer than that many days; \`reverseCheckpoint\` and \`reverseMethod\` negate those two filters.`,
      querystring: zPackagesQuery,
      response: { 200: zPackagesPage, ...errors },
    },
    handler: async (request) => listPackages(request.db, request.query),
  });

  app.get('/packages/:id/label', {
    schema: {
      tags,
      operationId: 'getPackageLabel',
      summary: "Read a package's label",
      description: 'What the printed label shows: barcode, sect, package n of m, weight (lb) and dimensions (cm), customer and delivery.',
      params: zIdParams,
      response: { 200: zPackageLabel, ...errors },
    },
    handler: async (request) => packageLabel(request.db, request.params.id),
  });

  app.get('/packages/:id/trackings', {
    schema: {
      tags,
      operationId: 'listPackageTrackings',
      summary: "Read a package's tracking history",
      description:
        'Every scan of the package, oldest first: when it happened on the device, at which checkpoint, and whether it was a duplicate or reached the server late from an offline device. Staff also get when the server received each scan (`received_at`) and who made it (`scanned_by`).',
      params: zIdParams,
      response: { 200: zTrackings, ...errors },
    },
    handler: async (request) => packageTrackings(request.db, request.user!, request.params.id),
  });
};

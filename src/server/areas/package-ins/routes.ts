import { zIdParams } from '../../../domain/common';
import { heldPackagesMax, packageInsPageSize, zHeldPackageChecked, zPackageIn, zPackageInBody, zPackageInsList, zPackageInsQuery } from '../../../domain/package-ins';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { checkHeldPackage, deletePackageIn, holdPackages, listPackageIns } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['package-ins'];
const activity = activityOn('package-in');
const heldPackageActivity = activityOn('held-package');

export const packageInsRoutes: AreaPlugin = async (app) => {
  app.get('/package-ins', {
    schema: {
      tags,
      operationId: 'listPackageIns',
      summary: 'List held-package entries',
      description:
        `The entries that still hold an unchecked package, newest first, unpaged. With \`all=1\`, every entry ever made, ${packageInsPageSize} a page (\`page\`), with \`meta\`.`,
      querystring: zPackageInsQuery,
      response: { 200: zPackageInsList, ...errors },
    },
    handler: async (request) => listPackageIns(request.db, request.query),
  });

  app.post('/package-ins', {
    schema: {
      tags,
      operationId: 'holdPackages',
      summary: 'Record held packages',
      description:
        `One entry of up to ${heldPackagesMax} tracking numbers, read like scanned codes, each once (a repeat is a 400 on that row), with optional notes.`,
      body: zPackageInBody,
      response: { 201: zPackageIn, ...errors },
    },
    config: activity('Held packages'),
    handler: async (request, reply) => reply.code(201).send(await holdPackages(request.db, request.user!, request.body)),
  });

  app.delete('/package-ins/:id', {
    schema: {
      tags,
      operationId: 'deletePackageIn',
      summary: 'Delete a held-package entry',
      description: 'Answers the entry as it was; its held packages go with it.',
      params: zIdParams,
      response: { 200: zPackageIn, ...errors },
    },
    config: activity('Deleted held packages'),
    handler: async (request) => deletePackageIn(request.db, request.params.id),
  });

  app.post('/held-packages/:id/checked', {
    schema: {
      tags,
      operationId: 'checkHeldPackage',
      summary: 'Check a held package',
      description: 'Checks it once: a later call, by anyone, keeps the first checker and time and answers the same.',
      params: zIdParams,
      response: { 200: zHeldPackageChecked, ...errors },
    },
    config: heldPackageActivity('Checked held package'),
    handler: async (request) => checkHeldPackage(request.db, request.user!, request.params.id),
  });
};

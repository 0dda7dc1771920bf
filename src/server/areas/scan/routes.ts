import { zScanBody, zScanResult } from '../../../domain/scan';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { scanPackages } from './service';

export const scanRoutes: AreaPlugin = async (app) => {
  app.post('/scan', {
    schema: { tags: ['scan'], body: zScanBody, response: { 200: zScanResult, ...errorResponses(400, 401, 403, 409) } },
    config: { activity: { action: 'Scanned packages', entity: 'scan' } },
    handler: async (request) => scanPackages(request.db, request.user!, request.body),
  });
};

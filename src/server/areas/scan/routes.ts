import { zErrorBody } from '../../../domain/common';
import { zScanBody, zScanResult } from '../../../domain/scan';
import type { AreaPlugin } from '../plugin';
import { scanPackages } from './service';

export const scanRoutes: AreaPlugin = async (app) => {
  app.post('/scan', {
    schema: { tags: ['scan'], body: zScanBody, response: { 200: zScanResult, 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 409: zErrorBody } },
    config: { activity: { action: 'Scanned packages', entity: 'scan' } },
    handler: async (request) => scanPackages(request.db, request.user!, request.body),
  });
};

import { SCAN_BATCH_MAX, zScanBody, zScanResult, type ScanBody, type ScanResult } from '../../../domain/scan';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { scanPackages } from './service';

const activity = activityOn('scan');

/** The log's sentence, "scanned 37 packages at Nassau arrival": packages recorded (repeats included), and where. */
const scanDetail = (body: unknown, answer: unknown) => ({
  checkpoint: (body as ScanBody).data.checkpoint,
  count: (answer as ScanResult).results.filter((r) => r.status === 'ok' || r.status === 'duplicate').length,
});

export const scanRoutes: AreaPlugin = async (app) => {
  app.post('/scan', {
    schema: {
      tags: ['scan'],
      operationId: 'scanPackages',
      summary: 'Scan packages at a checkpoint',
      description: [
        `Records up to ${SCAN_BATCH_MAX} codes at \`data.checkpoint\`, each answered in order: \`ok\`, \`duplicate\` (its package was scanned at this checkpoint within 10 minutes), \`unknown\` (no such package)`,
        'or `unpaid` (the checkpoint is a release point and the order has no paid invoice: nothing is recorded and the package stays where it is).',
        'A package moves to the checkpoint on its first scan there newer than its current position.',
        "A code's time is its own `occurred_at`, else the batch's, else now, and never later than the server's clock.",
        "`userID` must be the caller's own id (403). A retry under the same Idempotency-Key answers the first result and records nothing again.",
      ].join(' '),
      body: zScanBody,
      response: { 200: zScanResult, ...errorResponses(400, 401, 403, 409) },
    },
    config: activity('Scanned packages', scanDetail),
    handler: async (request) => scanPackages(request.db, request.user!, request.body),
  });
};

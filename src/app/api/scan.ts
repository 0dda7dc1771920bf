import { zScanResult, type ScanBody } from '../../domain/scan';
import { request } from './client';

export const scanApi = {
  /** The key is the outbox row's, so a batch sent again is answered, not applied twice. */
  scan: (body: ScanBody, idempotencyKey?: string) => request('POST', '/scan', { schema: zScanResult, body, idempotencyKey }),
};

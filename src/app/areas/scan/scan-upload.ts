import { scanMessages, zScanResult, type ScanStatus } from '../../../domain/scan';
import type { OutboxRow, PayloadRead, ScanPayload } from '../../offline/store/outbox-schema';

type UploadRow = Pick<OutboxRow, 'status' | 'result' | 'lastError'> & PayloadRead<ScanPayload>;

export type CodeResult = { code: string; status: ScanStatus };

export type ScanUpload =
  | { state: 'queued'; count: number }
  | { state: 'sending'; count: number }
  | { state: 'done'; success: boolean; message: string; results: CodeResult[] }
  | { state: 'failed'; message: string; reason: string };

/**
 * What the screen says about an uploaded scan form. The spec's success text is shown only when the
 * server accepted every code; an unknown or unpaid code, or a refused upload, gives its failure text.
 */
export const describeUpload = (row: UploadRow, online: boolean): ScanUpload => {
  const codes = row.payloadError === undefined ? row.payload.codes.map((entry) => entry.code) : [];
  if (row.status === 'failed') return { state: 'failed', message: scanMessages.failure, reason: row.lastError ?? 'The server refused these scans.' };
  if (row.status !== 'done') return { state: online ? 'sending' : 'queued', count: codes.length };
  const answer = zScanResult.safeParse(row.result);
  // Consecutive rows for one checkpoint travel as one batch, so the answer may name other rows' codes too.
  const byCode = new Map(answer.success ? answer.data.results.map((result) => [result.code, result.status]) : []);
  const results = codes.map((code): CodeResult => ({ code, status: byCode.get(code) ?? 'unknown' }));
  const success = answer.success && results.every((result) => result.status === 'ok' || result.status === 'duplicate');
  return { state: 'done', success, message: success ? scanMessages.success : scanMessages.failure, results };
};

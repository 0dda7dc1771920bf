import * as z from 'zod/mini';
import { zScanResult } from '../../../domain/scan-batch';
import { db } from './db';
import { readRow } from './outbox-read';
import type { CheckedScanRow, OutboxRow } from './outbox-schema';

/** A sent scan row's codes that the server did not record (unknown codes), for the worker to fix. */
export const codesNeedingAttention = (row: Pick<OutboxRow, 'kind' | 'status' | 'result'>): string[] => {
  if (row.kind !== 'scan' || row.status !== 'done') return [];
  const answer = z.safeParse(zScanResult, row.result);
  return answer.success ? answer.data.results.filter((result) => result.status === 'unknown').map((result) => result.code) : [];
};

/** True while a sent row has codes that did not go through and the worker has not yet seen to them. */
export const needsAttention = (row: Pick<OutboxRow, 'kind' | 'status' | 'result' | 'acknowledgedAt'>) =>
  !row.acknowledgedAt && codesNeedingAttention(row).length > 0;

/**
 * A plain look at the stored answer before the schema's: a week of sent rows is read on every
 * change to the queue, and nearly all of them have nothing to fix.
 */
const mayNeedAttention = (raw: { kind?: unknown; acknowledgedAt?: unknown; result?: unknown }) => {
  if (raw.kind !== 'scan' || raw.acknowledgedAt) return false;
  const results: unknown = typeof raw.result === 'object' && raw.result !== null && 'results' in raw.result ? raw.result.results : null;
  return Array.isArray(results) && results.some((result: unknown) => typeof result === 'object' && result !== null && 'status' in result && result.status === 'unknown');
};

export type AttentionRow = { row: CheckedScanRow; codes: string[] };

/** Sent scan rows with codes that did not go through and that nobody has seen to yet, newest first. */
export const readAttentionRows = async (): Promise<AttentionRow[]> => {
  const raws = await db.outbox.where('status').equals('done').filter(mayNeedAttention).toArray();
  return raws
    .flatMap((raw) => {
      const read = readRow(raw);
      if (!read.ok || read.row.kind !== 'scan' || read.row.payloadError !== undefined || !needsAttention(read.row)) return [];
      return [{ row: read.row, codes: codesNeedingAttention(read.row) }];
    })
    .sort((a, b) => Date.parse(b.row.createdAt) - Date.parse(a.row.createdAt));
};

import * as z from 'zod/mini';
import { zScanResult } from '../../../domain/scan-batch';
import { db } from './db';
import { readRow } from './outbox-read';
import type { AttentionStatus, CheckedScanRow, OutboxRow } from './outbox-schema';

/** A sent scan's codes that did not go through, by why: each reason has its own way to see to them. */
export type AttentionCodes = Record<AttentionStatus, string[]>;

type AttentionFields = Pick<OutboxRow, 'kind' | 'status' | 'result' | 'acknowledgedAt' | 'settled'>;

const none = (): AttentionCodes => ({ unknown: [], unpaid: [] });

/**
 * A sent scan row's codes that the server did not record (unknown codes, unpaid ones at a release
 * point) and that the worker has not yet seen to: none once the row is dismissed, and none of a
 * reason the worker has taken up.
 */
export const codesNeedingAttention = (row: AttentionFields): AttentionCodes => {
  const codes = none();
  if (row.kind !== 'scan' || row.status !== 'done' || row.acknowledgedAt) return codes;
  const answer = z.safeParse(zScanResult, row.result);
  if (!answer.success) return codes;
  for (const { code, status } of answer.data.results) {
    if ((status === 'unknown' || status === 'unpaid') && !row.settled?.includes(status)) codes[status].push(code);
  }
  return codes;
};

export const attentionCount = (codes: AttentionCodes) => codes.unknown.length + codes.unpaid.length;

/** True while a sent row has codes that did not go through and the worker has not yet seen to them. */
export const needsAttention = (row: AttentionFields) => attentionCount(codesNeedingAttention(row)) > 0;

/**
 * A plain look at the stored answer before the schema's: a week of sent rows is read on every
 * change to the queue, and nearly all of them have nothing to fix.
 */
const mayNeedAttention = (raw: { kind?: unknown; acknowledgedAt?: unknown; result?: unknown }) => {
  if (raw.kind !== 'scan' || raw.acknowledgedAt) return false;
  const results: unknown = typeof raw.result === 'object' && raw.result !== null && 'results' in raw.result ? raw.result.results : null;
  return Array.isArray(results) && results.some((result: unknown) => typeof result === 'object' && result !== null && 'status' in result && (result.status === 'unknown' || result.status === 'unpaid'));
};

export type AttentionRow = { row: CheckedScanRow; codes: AttentionCodes };

/** Sent scan rows with codes that did not go through and that nobody has seen to yet, newest first. */
export const readAttentionRows = async (): Promise<AttentionRow[]> => {
  const raws = await db.outbox.where('status').equals('done').filter(mayNeedAttention).toArray();
  return raws
    .flatMap((raw) => {
      const read = readRow(raw);
      if (!read.ok || read.row.kind !== 'scan' || read.row.payloadError !== undefined) return [];
      const codes = codesNeedingAttention(read.row);
      return attentionCount(codes) > 0 ? [{ row: read.row, codes }] : [];
    })
    .sort((a, b) => Date.parse(b.row.createdAt) - Date.parse(a.row.createdAt));
};

/** The whole sum of codes to see to, as the top bar and the sync panel count them. */
export const attentionTotal = (rows: readonly AttentionRow[]) => rows.reduce((sum, entry) => sum + attentionCount(entry.codes), 0);

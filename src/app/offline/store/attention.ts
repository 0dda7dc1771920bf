import * as z from 'zod/mini';
import { zScanResult } from '../../../domain/scan-batch';
import type { OutboxRow } from './outbox-schema';

/** A sent scan row's codes that the server did not record (unknown codes), for the worker to fix. */
export const codesNeedingAttention = (row: Pick<OutboxRow, 'kind' | 'status' | 'result'>): string[] => {
  if (row.kind !== 'scan' || row.status !== 'done') return [];
  const answer = z.safeParse(zScanResult, row.result);
  return answer.success ? answer.data.results.filter((result) => result.status === 'unknown').map((result) => result.code) : [];
};

/** True while a sent row has codes that did not go through and the worker has not yet seen to them. */
export const needsAttention = (row: Pick<OutboxRow, 'kind' | 'status' | 'result' | 'acknowledgedAt'>) =>
  !row.acknowledgedAt && codesNeedingAttention(row).length > 0;

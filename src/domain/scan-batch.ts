import * as z from 'zod/mini';

/*
 * The part of the scan contract that the service worker reads as well: the batch limit and the
 * per-code answer. zod/mini, not zod, keeps the worker's bundle small (STACK-NOTES); the rest of
 * the contract, with the full zod builders the server validates bodies with, is in scan.ts.
 */

/** The most codes one POST /scan may carry; the outbox sends longer runs as several batches. */
export const SCAN_BATCH_MAX = 1000;

/**
 * unpaid: a known package at a release point (a checkpoint whose `releases` is set) whose order is
 * not paid; like unknown, nothing is recorded and the package does not move.
 */
export const scanStatuses = ['ok', 'duplicate', 'unknown', 'unpaid'] as const;
export type ScanStatus = (typeof scanStatuses)[number];

/**
 * One result per entry of qrcodes, in the same order. code is the entry as the server read it
 * (normalizeScannedCode); package_id is null for an unknown code.
 */
export const zScanResult = z.object({
  results: z.array(z.object({ code: z.string(), status: z.enum(scanStatuses), package_id: z.nullable(z.int()) })),
});
z.globalRegistry.add(zScanResult, { id: 'ScanResult' });
export type ScanResult = z.infer<typeof zScanResult>;

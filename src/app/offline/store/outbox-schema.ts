import * as z from 'zod/mini';
import type { OrderFormData } from '../../../domain/orders';
import { SCAN_BATCH_MAX } from '../../../domain/scan-batch';

/*
 * Shapes of everything kept in IndexedDB. zod/mini, not zod: the service worker imports this
 * module, and the mini build keeps its bundle about half the size (STACK-NOTES).
 */

export const outboxKinds = ['scan', 'package-in', 'held-check', 'order-create', 'delivery-tick'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxStatuses = ['pending', 'sending', 'failed', 'done'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * The answers of a sent scan that recorded nothing and that the worker must see to: unknown codes
 * (fixed in the scan form and resent) and unpaid ones at a release point (resent once paid).
 */
export const attentionStatuses = ['unknown', 'unpaid'] as const;
export type AttentionStatus = (typeof attentionStatuses)[number];

const zIso = z.iso.datetime({ offset: true });
const zId = z.int().check(z.positive());
const zText = z.string().check(z.minLength(1));

export const zOutboxRow = z.object({
  id: zText,
  kind: z.enum(outboxKinds),
  payload: z.unknown(),
  idempotencyKey: zText,
  userId: zId,
  ownerName: z.string(),
  occurredAt: zIso,
  createdAt: zIso,
  status: z.enum(outboxStatuses),
  attempts: z.int().check(z.nonnegative()),
  nextAttemptAt: z.nullable(zIso),
  lastError: z.nullable(z.string()),
  result: z.unknown(),
  batchKey: z.nullable(zText),
  localRef: z.string(),
  /** When the worker dismissed a sent row's codes that did not go through, all of them; absent on older rows. */
  acknowledgedAt: z.optional(z.nullable(zIso)),
  /** Which of those codes the worker has taken up (put back in the scan form, or queued again); absent until then. */
  settled: z.optional(z.array(z.enum(attentionStatuses))),
});
/** A row as stored: what the table holds, its payload not yet checked against its kind. */
export type StoredRow = z.infer<typeof zOutboxRow>;

const zScanPayload = z.object({
  checkpoint: zId,
  codes: z.array(z.object({ code: zText, occurred_at: zIso })).check(z.minLength(1), z.maxLength(SCAN_BATCH_MAX)),
});
const zPackageInPayload = z.object({
  packages: z.array(z.object({ tracking_number: zText })).check(z.minLength(1)),
  notes: z.optional(z.nullable(z.string())),
});
const zHeldCheckPayload = z.object({ packageId: zId });
// The server validates the order form in full; here only its envelope, to keep the full zod out of the worker.
const zOrderCreatePayload = z.object({ workerID: z.optional(zId), data: z.record(z.string(), z.unknown()) });
const zDeliveryTickPayload = z.object({ deliveryId: zId, delivered_at: zIso });

export const payloadSchemas = {
  scan: zScanPayload,
  'package-in': zPackageInPayload,
  'held-check': zHeldCheckPayload,
  'order-create': zOrderCreatePayload,
  'delivery-tick': zDeliveryTickPayload,
} satisfies Record<OutboxKind, z.ZodMiniType>;

export type ScanPayload = z.infer<typeof zScanPayload>;
export type OutboxPayloads = {
  scan: ScanPayload;
  'package-in': z.infer<typeof zPackageInPayload>;
  'held-check': z.infer<typeof zHeldCheckPayload>;
  'order-create': { workerID?: number; data: OrderFormData };
  'delivery-tick': z.infer<typeof zDeliveryTickPayload>;
};

/**
 * A payload as read back: checked once, where the row is read, against its kind's schema; or, when
 * it no longer fits (an old version, a damaged disk), kept as it was with what is wrong, so the
 * row still shows, fails, and can be retried with a new payload or discarded.
 */
export type PayloadRead<P> = { payload: P; payloadError?: undefined } | { payload: unknown; payloadError: string };

/** A row of one kind, as everything past the read gets it. */
export type RowOf<K extends OutboxKind> = Omit<StoredRow, 'kind' | 'payload'> & { kind: K } & PayloadRead<OutboxPayloads[K]>;
export type OutboxRow = { [K in OutboxKind]: RowOf<K> }[OutboxKind];
/** A row whose payload fits its kind: only such rows are sent. */
export type CheckedRow = Extract<OutboxRow, { payloadError?: undefined }>;
export type CheckedScanRow = Extract<CheckedRow, { kind: 'scan' }>;

export const isCheckedScan = (row: OutboxRow | undefined): row is CheckedScanRow => row?.kind === 'scan' && row.payloadError === undefined;

/** The signed-in user, mirrored from the page so the service worker can send under the owner's token. */
export const zSessionRow = z.object({ id: z.literal('current'), userId: zId, name: z.string(), token: zText, expiresAt: zIso });
export type SessionRow = z.infer<typeof zSessionRow>;

export const zReferenceRow = z.object({ key: zText, data: z.unknown(), fetchedAt: zIso });
export type ReferenceRow = z.infer<typeof zReferenceRow>;

export type MetaRow = { key: string; value: unknown };

export const metaSchemas = {
  lastSyncAt: zIso,
  drain: z.object({ draining: z.boolean(), done: z.int(), total: z.int(), updatedAt: zIso }),
  lease: z.object({ owner: zText, expiresAt: z.number() }),
  /** A token the server answered 401 to: the queue waits for a new sign-in. */
  rejectedToken: zText,
};
export type MetaKey = keyof typeof metaSchemas;
export type MetaValue<K extends MetaKey> = z.infer<(typeof metaSchemas)[K]>;

/** "path: message" for each issue, short enough to show in the sync panel. */
export const describeIssues = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ');

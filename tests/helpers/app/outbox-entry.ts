import type { StoredRow } from '../../../src/app/offline/store/outbox-schema';
import type { OutboxEntry } from '../../../src/app/offline/hooks/use-outbox';

/** What a test may set on an entry; kind and payload come from the helper or the test. */
export type EntryFields = Partial<StoredRow> & { isMine?: boolean };

let serial = 0;

/** An outbox row as useOutboxRows hands it out: pending, queued by this device's user (Wes Worker, 3) a moment apart. */
export const outboxEntry = (over: EntryFields & Pick<StoredRow, 'kind' | 'payload'>): OutboxEntry => {
  serial += 1;
  const at = new Date(Date.UTC(2026, 2, 4, 10, 0, serial)).toISOString();
  // Tests hand in payloads that fit their kind, as the outbox's read (its own tests' subject) types them.
  return {
    id: `row-${serial}`,
    idempotencyKey: `key-${serial}`,
    userId: 3,
    ownerName: 'Wes Worker',
    occurredAt: at,
    createdAt: at,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    result: null,
    batchKey: null,
    localRef: `L-${serial}`,
    isMine: true,
    ...over,
  } as OutboxEntry;
};

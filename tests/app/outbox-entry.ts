import type { OutboxRow } from '../../src/app/offline/store/outbox-schema';
import type { OutboxEntry } from '../../src/app/offline/hooks/use-outbox';

let serial = 0;

/** An outbox row as useOutboxRows hands it out: pending, queued by this device's user (Wes Worker, 3) a moment apart. */
export const outboxEntry = (over: Partial<OutboxEntry> & Pick<OutboxRow, 'kind' | 'payload'>): OutboxEntry => {
  serial += 1;
  const at = new Date(Date.UTC(2026, 2, 4, 10, 0, serial)).toISOString();
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
  };
};

import Dexie, { type EntityTable } from 'dexie';
import type { MetaRow, ReferenceRow, SessionRow, StoredRow } from './outbox-schema';

/**
 * The one IndexedDB database of the app, opened by the page and by the service worker.
 * Table types describe what is written; what is read back still goes through the zod schemas.
 */
class OfflineDb extends Dexie {
  // `declare`, not fields: class fields would overwrite the tables Dexie sets up in its constructor.
  declare outbox: EntityTable<StoredRow, 'id'>;
  declare session: EntityTable<SessionRow, 'id'>;
  declare reference: EntityTable<ReferenceRow, 'key'>;
  declare meta: EntityTable<MetaRow, 'key'>;

  constructor() {
    super('freight-offline');
    this.version(1).stores({
      outbox: 'id, status, userId, createdAt, [status+nextAttemptAt], batchKey',
      session: 'id',
      reference: 'key',
      meta: 'key',
    });
  }
}

export const db = new OfflineDb();

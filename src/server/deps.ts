import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Background } from './background';
import type { UsersChanges } from './db/users-changes';
import type { ActiveUsers } from './http/active-users';
import type { FileStore } from './storage/file-store';
import type { PaymentGateway } from './payments/gateway';
import type { PaymentJournal } from './payments/journal';

/**
 * What buildApp hands every area. A module of its own so that areas name it without importing
 * app.ts, which imports them.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  /** What routes marked `reads: 'replica'` read: the replica's pool, or `database` itself when DATABASE_READ_URL is unset. */
  readDatabase: Database;
  mailer: Mailer;
  background: Background;
  usersChanges: UsersChanges;
  activeUsers: ActiveUsers;
  fileStore: FileStore;
  paymentGateway: PaymentGateway;
  /** The card-payment journal's own pool: its rows commit apart from any request (payments/journal.ts). */
  paymentJournal: PaymentJournal;
};

import { sql } from 'drizzle-orm';
import { pgTable, bigserial, integer, jsonb, text, timestamp, serial, primaryKey, index, smallint } from 'drizzle-orm/pg-core';
import { users } from './users';

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** What the action's sentence needs beyond the entity, as its route describes it: a scan's count and checkpoint. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_created_at_idx').on(t.createdAt), index('activity_logs_user_idx').on(t.userId, t.createdAt)],
);

/** Stored answers to mutating requests, so a retried request is answered, not applied again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailLog = pgTable('mail_log', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** 'smtp' when handed to the mail server, 'log' when no SMTP_URL is set and the log is the mailbox. */
  transport: text('transport', { enum: ['smtp', 'log'] }).notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Read by account only: the per-address limit is the rate limiter's (rate_limit_windows).
  (t) => [index('login_failures_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

/**
 * The rate limiter's counts, one row per route and client address, shared by every API process
 * (a count in one process's memory would let N processes allow N times the limit). A row counts
 * hits until ends_at; the next hit after that starts a new window at 1.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_ends_at_idx').on(t.endsAt)],
);

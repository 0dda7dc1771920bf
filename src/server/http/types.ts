import type { AuthUser } from '../../domain/auth';
import type { Db } from '../db/client';
import type { Session } from './tokens';

/**
 * What an audited mutation records in the activity log; null for routes that are not staff work.
 * detail reads what the log's sentence needs beyond the entity from the request body and the
 * parsed answer (a scan's checkpoint and how many packages it recorded).
 */
export type ActivityConfig = {
  action: string;
  entity: string;
  detail?: (body: unknown, answer: unknown) => Record<string, unknown> | null;
} | null;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The signed-in session behind request.user; null when nobody is signed in. */
    session: Session | null;
    /** The request's database handle: a transaction for mutations, the pool otherwise (the replica's for `reads: 'replica'`). */
    db: Db;
  }
  interface FastifyContextConfig {
    activity?: ActivityConfig;
    /**
     * false for a POST that changes nothing through the request (a calculator) or must write
     * outside a transaction that its failure would roll back (sign-in records failed attempts).
     * Such a route runs on the pool statement by statement, and has no idempotent replay: its
     * answer (a sign-in token) must not rest in the database either.
     */
    transaction?: boolean;
    /** The route serves stored files: opened by a signed link (http/file-links.ts) or the token in ?token=. */
    fileLinks?: boolean;
    /**
     * A GET that changes state (approve, unapprove, pay: spec paths kept for old clients beside
     * their POST): it runs as a mutation, in one transaction with its key and activity row.
     */
    mutating?: boolean;
    /**
     * What of the body the Idempotency-Key's request hash covers, when part of it must not be
     * hashed at all: a card number or CVV, whose hash could be reversed by trying every number.
     */
    keyedBody?: (body: unknown) => unknown;
    /**
     * 'replica': request.db is the replica's pool (DATABASE_READ_URL), the primary's when none is
     * set. Only for reads whose users accept a moment's lag: reports and aggregates that no screen
     * re-fetches straight after its own write. A route that writes in a transaction may not say
     * so (mutations.ts): its transaction always runs on the primary.
     */
    reads?: 'replica';
  }
}

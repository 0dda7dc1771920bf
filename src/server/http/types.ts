import type { AuthUser } from '../../domain/auth';
import type { Db } from '../db/client';

/** What an audited mutation records in the activity log; null for routes that are not staff work. */
export type ActivityConfig = { action: string; entity: string } | null;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The request's database handle: a transaction for mutations, the pool otherwise. */
    db: Db;
  }
  interface FastifyContextConfig {
    activity?: ActivityConfig;
    /** false for answers that must not rest in the database (a sign-in token): no idempotent replay. */
    storeResponse?: boolean;
  }
}

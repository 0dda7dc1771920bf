import { activityLogs } from '../../../src/server/db/schema';
import type { TestApp } from './test-app';

export type SeededActivity = { id: number; userId: number; action: string; entityId: number | null; createdAt: Date };

/**
 * `count` activity rows of one staff member written straight into the log, `stepMinutes` apart
 * from `start` (every third row at the same instant as the one before, so ties are ordered too).
 */
export const seedActivity = async (app: TestApp, userId: number, start: string, count: number, stepMinutes = 10): Promise<SeededActivity[]> => {
  const values = Array.from({ length: count }, (_, i) => ({
    userId,
    action: 'Created order',
    entity: 'order',
    entityId: 1000 + i,
    createdAt: new Date(Date.parse(start) + (i - (i % 3 === 2 ? 1 : 0)) * stepMinutes * 60_000),
  }));
  return app.deps.database.db
    .insert(activityLogs)
    .values(values)
    .returning({ id: activityLogs.id, userId: activityLogs.userId, action: activityLogs.action, entityId: activityLogs.entityId, createdAt: activityLogs.createdAt });
};

/** The log's order: newest first, the later row first between two of the same instant. */
export const newestFirst = (rows: readonly SeededActivity[]) => [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);

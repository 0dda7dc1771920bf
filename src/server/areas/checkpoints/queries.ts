import { asc, eq } from 'drizzle-orm';
import type { CheckpointBody } from '../../../domain/checkpoints';
import type { Db } from '../../db/client';
import { checkpoints } from '../../db/schema';

const columns = { id: checkpoints.id, name: checkpoints.name, email: checkpoints.email, address: checkpoints.address, phone: checkpoints.phone, releases: checkpoints.releases };

export const listCheckpoints = (db: Db) => db.select(columns).from(checkpoints).orderBy(asc(checkpoints.id));

export const findCheckpoint = async (db: Db, id: number) => (await db.select(columns).from(checkpoints).where(eq(checkpoints.id, id)))[0];

export const insertCheckpoint = async (db: Db, values: CheckpointBody) => (await db.insert(checkpoints).values(values).returning(columns))[0]!;

export const updateCheckpoint = async (db: Db, id: number, values: CheckpointBody) =>
  (await db.update(checkpoints).set(values).where(eq(checkpoints.id, id)).returning(columns))[0];

export const deleteCheckpointRow = async (db: Db, id: number) => (await db.delete(checkpoints).where(eq(checkpoints.id, id)).returning(columns))[0];

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointIds } from '../../src/domain/constants';
import { createUser } from '../helpers/server/factories';
import { createOrder } from '../helpers/server/orders-factory';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

/*
 * The references of tracking_events (package, checkpoint, user) and of packages' current
 * checkpoint are checked per statement by triggers (migration 0008) instead of foreign keys.
 * These are the guarantees a foreign key gave, each on its own connection as another process
 * or an operator in psql would write.
 */

let app: TestApp;
let userId: number;
let packageId: number;
const connections: pg.Client[] = [];
beforeAll(async () => {
  app = await createTestApp();
  userId = (await createUser(app, { type: 'worker' })).id;
  const customer = (await createUser(app, { type: 'personal' })).id;
  packageId = (await createOrder(app, { customer, checkpoint: checkpointIds.receivedMiami, checkpointAt: new Date() })).packages[0]!.id;
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.end()));
  await app.close();
});

const connect = async () => {
  const client = new pg.Client({ connectionString: app.deps.config.databaseUrl });
  await client.connect();
  connections.push(client);
  return client;
};

const foreignKeyViolation = { code: '23503' };
const missingId = 2_000_000_000;
const newCheckpoint = async (client: pg.Client) =>
  (await client.query<{ id: number }>(`insert into checkpoints (name, email, address, phone) values ('Spare ' || gen_random_uuid(), 'spare@example.com', '1 Dock Rd', '242-555-0100') returning id`)).rows[0]!.id;
type Refs = { packageId?: number; checkpointId?: number; userId?: number };
const insertEvent = (client: pg.Client, refs: Refs) =>
  client.query(`insert into tracking_events (package_id, checkpoint_id, user_id, occurred_at) values ($1, $2, $3, now())`, [
    refs.packageId ?? packageId,
    refs.checkpointId ?? checkpointIds.receivedMiami,
    refs.userId ?? userId,
  ]);
const eventCount = async (client: pg.Client) => (await client.query<{ n: number }>('select count(*)::int as n from tracking_events')).rows[0]!.n;

describe('writing a reference', () => {
  it.each<[string, Refs]>([
    ['package', { packageId: missingId }],
    ['checkpoint', { checkpointId: missingId }],
    ['user', { userId: missingId }],
  ])('refuses an event whose %s does not exist, and writes none of the statement', async (_name, refs) => {
    const client = await connect();
    const before = await eventCount(client);
    await expect(
      client.query(`insert into tracking_events (package_id, checkpoint_id, user_id, occurred_at) values ($1, $2, $3, now()), ($4, $5, $6, now())`, [
        packageId,
        checkpointIds.receivedMiami,
        userId,
        refs.packageId ?? packageId,
        refs.checkpointId ?? checkpointIds.receivedMiami,
        refs.userId ?? userId,
      ]),
    ).rejects.toMatchObject(foreignKeyViolation);
    expect(await eventCount(client)).toBe(before);
  });

  it('refuses moving a package to a checkpoint that does not exist, and keeps one that does', async () => {
    const client = await connect();
    await expect(client.query('update package_positions set checkpoint_id = $1 where package_id = $2', [missingId, packageId])).rejects.toMatchObject(
      foreignKeyViolation,
    );
    await client.query('update package_positions set checkpoint_id = $1 where package_id = $2', [checkpointIds.onTheWay, packageId]);
    const { rows } = await client.query<{ checkpoint_id: number }>('select checkpoint_id from package_positions where package_id = $1', [packageId]);
    expect(rows[0]!.checkpoint_id).toBe(checkpointIds.onTheWay);
  });
});

describe('deleting what is referenced', () => {
  it('refuses deleting a checkpoint, a package or a user that events reference', async () => {
    const client = await connect();
    const checkpointId = await newCheckpoint(client);
    await insertEvent(client, { checkpointId });
    await expect(client.query('delete from checkpoints where id = $1', [checkpointId])).rejects.toMatchObject(foreignKeyViolation);
    await expect(client.query('delete from packages where id = $1', [packageId])).rejects.toMatchObject(foreignKeyViolation);
    await expect(client.query('delete from users where id = $1', [userId])).rejects.toMatchObject(foreignKeyViolation);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from checkpoints where id = $1', [checkpointId]);
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses deleting a checkpoint where a package is', async () => {
    const client = await connect();
    const checkpointId = await newCheckpoint(client);
    await client.query('update package_positions set checkpoint_id = $1 where package_id = $2', [checkpointId, packageId]);
    await expect(client.query('delete from checkpoints where id = $1', [checkpointId])).rejects.toMatchObject(foreignKeyViolation);
  });

  it('deletes a checkpoint nothing references', async () => {
    const client = await connect();
    const checkpointId = await newCheckpoint(client);
    await client.query('delete from checkpoints where id = $1', [checkpointId]);
    expect((await client.query('select 1 from checkpoints where id = $1', [checkpointId])).rowCount).toBe(0);
  });

  it('refuses changing the id of a referenced row', async () => {
    const client = await connect();
    await expect(client.query('update checkpoints set id = $1 where id = $2', [missingId, checkpointIds.receivedMiami])).rejects.toMatchObject(foreignKeyViolation);
    await expect(client.query('update packages set id = $1 where id = $2', [missingId, packageId])).rejects.toMatchObject(foreignKeyViolation);
    await expect(client.query('update users set id = $1 where id = $2', [missingId, userId])).rejects.toMatchObject(foreignKeyViolation);
  });
});

describe('two transactions at once', () => {
  /** `blocked` must still be waiting after a while, and fail with 23503 once `release` commits. */
  const waitsThenRefused = async (blocked: Promise<unknown>, release: () => Promise<unknown>) => {
    const outcome = blocked.then(
      () => 'went through',
      (error: unknown) => error,
    );
    const waiting = await Promise.race([outcome.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300))]);
    expect(waiting).toBe(true);
    await release();
    expect(await outcome).toMatchObject(foreignKeyViolation);
  };

  it('makes a delete wait for the open transaction whose event references the row, then refuses it', async () => {
    const writer = await connect();
    const deleter = await connect();
    const checkpointId = await newCheckpoint(writer);
    await writer.query('begin');
    await insertEvent(writer, { checkpointId });
    await waitsThenRefused(deleter.query('delete from checkpoints where id = $1', [checkpointId]), () => writer.query('commit'));
  });

  it('makes an event wait for the open delete of its checkpoint, then refuses the event', async () => {
    const writer = await connect();
    const deleter = await connect();
    const checkpointId = await newCheckpoint(deleter);
    await deleter.query('begin');
    await deleter.query('delete from checkpoints where id = $1', [checkpointId]);
    const before = await eventCount(writer);
    await waitsThenRefused(insertEvent(writer, { checkpointId }), () => deleter.query('commit'));
    expect(await eventCount(writer)).toBe(before);
  });
});

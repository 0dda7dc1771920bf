import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { idempotencyKeys } from '../../../src/server/db/schema';
import { countStays, expectKeyMismatch, expectReplayed, itRefusesAllButAdmins, rowStays, withIdempotencyKey } from './access-cases';
import type { EditableList } from './editable-list';

/*
 * The cases every list only admins edit shares (checkpoints, offices, taxes): one export per verb,
 * registered inside the test file's describe of that endpoint, after the file's own cases.
 */

type List = EditableList<{ id: number }>;

/** A body the list refuses: what is wrong with it, the overrides that make it so, and the field and message of the 400. */
type BadBody = readonly [label: string, overrides: Record<string, unknown>, field: string, message: unknown];

/** POST of each bad body: 400 naming the field, and no row created. */
const itRefusesBadCreates = (list: List, badBodies: readonly BadBody[]) =>
  it.each(badBodies)("answers %s with 400 and the field's message, and creates nothing", async (_label, overrides, field, message) => {
    const unchanged = await countStays(list.count);
    const response = await list.create(list.body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    await unchanged();
  });

/** POST of an empty body: one 400 with the message of every required field. */
const itNamesEveryMissingField = (list: List, messages: Record<string, string>) =>
  it('names every missing field at once', async () => {
    const response = await list.create({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(messages);
  });

/** PUT of each bad body: 400 naming the field, and the row as it was. */
const itRefusesBadUpdates = (list: List, badBodies: readonly BadBody[]) =>
  it.each(badBodies)("answers %s with 400 and the field's message, and changes nothing", async (_label, overrides, field, message) => {
    const existing = await list.insert();
    const response = await list.update(existing.id, list.body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await list.rowOf(existing.id)).toEqual(existing);
  });

/** The bodies a list refuses, and where an empty body names them, the message of every required field. */
type CreateRefusals = { badBodies: readonly BadBody[]; missing?: Record<string, string> };

/** POST: bad bodies and every caller but an admin refused, and a retry replayed. */
export const itRefusesAndReplaysCreates = (list: List, { badBodies, missing }: CreateRefusals) => {
  itRefusesBadCreates(list, badBodies);
  if (missing) itNamesEveryMissingField(list, missing);

  itRefusesAllButAdmins(() => list.ctx.app, 'creates nothing', async () => ({
    send: (headers) => list.create(list.body(), headers),
    changedNothing: await countStays(list.count),
  }));

  it(`replays a retried create with the first answer and creates one ${list.noun}`, async () => {
    const headers = withIdempotencyKey(list.ctx.admin.headers);
    const payload = list.body();
    const first = await list.create(payload, headers);
    const unchanged = await countStays(list.count);
    expectReplayed(first, await list.create(payload, headers), 201);
    await unchanged();
    expect(await list.logsOf(list.schema.parse(first.json()).id)).toHaveLength(1);
  });
};

/** PUT: bad bodies, an unknown or malformed id and every caller but an admin refused, and a retry replayed once. */
export const itRefusesAndReplaysUpdates = (list: List, badBodies: readonly BadBody[]) => {
  itRefusesBadUpdates(list, badBodies);

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    const response = await list.update(999_999, list.body());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await list.update('abc', list.body());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });

  itRefusesAllButAdmins(() => list.ctx.app, 'changes nothing', async () => {
    const row = await rowStays(list.insert, list.rowOf);
    return { send: (headers) => list.update(row.id, list.body(), headers), changedNothing: row.check };
  });

  it('replays a retried update once, and refuses the key with another body with 409', async () => {
    const existing = await list.insert();
    const headers = withIdempotencyKey(list.ctx.admin.headers);
    const payload = list.body();
    const first = await list.update(existing.id, payload, headers);
    expectReplayed(first, await list.update(existing.id, payload, headers), 200);
    expect(await list.logsOf(existing.id)).toHaveLength(1);
    expectKeyMismatch(await list.update(existing.id, list.body(), headers));
    expect(await list.rowOf(existing.id)).toMatchObject(list.rowHolds(payload));
  });
};

/** What refers to a list's rows: a table of that name and column stands for it, as the real one may not exist yet. */
type UsedBy = { what: string; table: string; column: string; references: string; message: string };

/** DELETE of a row another table refers to: 409 with the list's message, nothing deleted, and the server able to go on. */
const itRefusesDeletingWhatIsUsed = (list: List, usedBy: UsedBy) =>
  it(`refuses a ${list.noun} that ${usedBy.what} with 409, deleting nothing`, async () => {
    const db = list.ctx.db;
    const table = sql.identifier(`${usedBy.table}_${process.pid}`);
    const column = sql.identifier(usedBy.column);
    await db.execute(sql`create table ${table} (id serial primary key, ${column} integer not null references ${sql.identifier(usedBy.references)}(id))`);
    try {
      const used = await list.insert();
      const spare = await list.insert();
      await db.execute(sql`insert into ${table} (${column}) values (${used.id})`);
      const before = await list.count();
      const response = await list.remove(used.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: usedBy.message } });
      expect(await list.rowOf(used.id)).toEqual(used);
      expect(await list.count()).toBe(before);
      expect(await list.logsOf(used.id)).toEqual([]);
      // The refusal leaves the request's transaction usable: an unreferenced row is deleted next.
      expect((await list.remove(spare.id)).statusCode).toBe(200);
    } finally {
      await db.execute(sql`drop table ${table}`);
    }
  });

/**
 * DELETE: a row another table uses (where the list has one), an unknown or malformed id and every
 * caller but an admin refused, and a retry replayed from its one stored answer.
 */
export const itRefusesAndReplaysDeletes = (list: List, usedBy?: UsedBy) => {
  if (usedBy) itRefusesDeletingWhatIsUsed(list, usedBy);

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    const unchanged = await countStays(list.count);
    expect((await list.remove(999_999)).statusCode).toBe(404);
    expect((await list.remove('abc')).statusCode).toBe(400);
    await unchanged();
  });

  itRefusesAllButAdmins(() => list.ctx.app, 'deletes nothing', async () => {
    const row = await rowStays(list.insert, list.rowOf);
    return { send: (headers) => list.remove(row.id, headers), changedNothing: row.check };
  });

  it('replays a retried delete with the first answer rather than 404', async () => {
    const existing = await list.insert();
    const headers = withIdempotencyKey(list.ctx.admin.headers);
    const first = await list.remove(existing.id, headers);
    expectReplayed(first, await list.remove(existing.id, headers), 200);
    expect(await list.logsOf(existing.id)).toHaveLength(1);
    expect(await list.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, headers['idempotency-key']))).toHaveLength(1);
  });
};

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageBarcode } from '../../src/domain/barcode';
import { checkpointIds } from '../../src/domain/constants';
import { SCAN_DEDUPE_WINDOW_MS, scanMessages, zScanResult, type ScanResult } from '../../src/domain/scan';
import { activityLogs, checkpoints, packagePositions, trackingEvents } from '../../src/server/db/schema';
import { countStays, expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../helpers/server/access-cases';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, signedIn } from '../helpers/server/factories';
import { createOrder } from '../helpers/server/orders-factory';

const ctx = useAppWithAdmin({ worker: { type: 'worker' } });
let customerId: number;
beforeAll(async () => {
  customerId = (await createUser(ctx.app, { type: 'personal' })).id;
});

const miami = checkpointIds.receivedMiami;
const onTheWay = checkpointIds.onTheWay;
const minute = 60_000;

type Headers = Record<string, string>;
const scan = (payload: unknown, headers: Headers = ctx.worker.headers) => ctx.app.inject({ method: 'POST', url: '/api/scan', payload: payload as object, headers });
const body = (qrcodes: unknown, data: Record<string, unknown> = {}, userID = ctx.worker.id) => ({ userID, data: { checkpoint: miami, qrcodes, ...data } });
const scanOk = async (payload: unknown, headers: Headers = ctx.worker.headers): Promise<ScanResult> => {
  const response = await scan(payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zScanResult.parse(response.json());
};

/** Packages of one order, never scanned unless `at` places them at a checkpoint. */
const newPackages = async (n = 1, at?: { checkpoint: number; when: Date }) => {
  const { packages: made } = await createOrder(ctx.app, {
    customer: customerId,
    packages: Array.from({ length: n }, () => ({})),
    checkpoint: at?.checkpoint ?? null,
    ...(at ? { checkpointAt: at.when } : {}),
  });
  return made.map((p) => ({ id: p.id, code: packageBarcode(p.id) }));
};
const positionOf = async (id: number) => (await ctx.db.select().from(packagePositions).where(eq(packagePositions.packageId, id)))[0]!;
const eventsOf = (ids: number[]) => ctx.db.select().from(trackingEvents).where(inArray(trackingEvents.packageId, ids)).orderBy(asc(trackingEvents.id));
const eventCount = async () => (await ctx.db.select({ n: count() }).from(trackingEvents))[0]!.n;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('POST /api/scan', () => {
  it('records one event per code, answers ok per code in order and moves each package to the checkpoint', async () => {
    const [a, b] = await newPackages(2);
    const at = ago(30_000);
    const result = await scanOk(body([a!.code, b!.code], { occurred_at: at.toISOString() }));
    expect(result).toEqual({
      results: [
        { code: a!.code, status: 'ok', package_id: a!.id },
        { code: b!.code, status: 'ok', package_id: b!.id },
      ],
    });
    const events = await eventsOf([a!.id, b!.id]);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toMatchObject({ checkpointId: miami, userId: ctx.worker.id, occurredAt: at, offline: false, duplicate: false });
      expect(event.receivedAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
    }
    expect(await positionOf(a!.id)).toMatchObject({ checkpointId: miami, checkpointAt: at });
    expect(await positionOf(b!.id)).toMatchObject({ checkpointId: miami, checkpointAt: at });
  });

  it('takes the server time when the device sends none', async () => {
    const [p] = await newPackages();
    const before = Date.now();
    await scanOk(body([p!.code]));
    const [event] = await eventsOf([p!.id]);
    expect(event!.occurredAt.getTime()).toBe(event!.receivedAt.getTime());
    expect(event!.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(event!.offline).toBe(false);
  });

  it('reads codes as typed or as a scanner sends them: lower case, spaces, Enter, an AIM prefix', async () => {
    const [a, b, c] = await newPackages(3);
    const result = await scanOk(body([` ${a!.code.toLowerCase()} `, `]C1${b!.code}\r\n`, `${c!.code.slice(0, 6)} ${c!.code.slice(6)}`]));
    expect(result.results).toEqual([a, b, c].map((p) => ({ code: p!.code, status: 'ok', package_id: p!.id })));
  });

  it('answers unknown for codes that name no live package, and records nothing for them', async () => {
    const [kept] = await newPackages();
    const { packages: gone } = await createOrder(ctx.app, { customer: customerId, deleted: true });
    const good = packageBarcode(kept!.id);
    const wrongDigit = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    const codes = ['1Z999AA10123456784', wrongDigit, packageBarcode(999_999_999), packageBarcode(gone[0]!.id), '   ', good];
    const before = await eventCount();
    const result = await scanOk(body(codes));
    expect(result.results.map((r) => [r.status, r.package_id])).toEqual([
      ['unknown', null],
      ['unknown', null],
      ['unknown', null],
      ['unknown', null],
      ['unknown', null],
      ['ok', kept!.id],
    ]);
    expect(result.results[0]!.code).toBe('1Z999AA10123456784');
    expect(await eventCount()).toBe(before + 1);
    expect(await eventsOf([gone[0]!.id])).toEqual([]);
  });

  describe('duplicates', () => {
    it('flags a second scan of a package at the same checkpoint within the window, and it moves nothing', async () => {
      const [p] = await newPackages();
      const first = ago(5 * minute);
      await scanOk(body([p!.code], { occurred_at: first.toISOString() }));
      const second = await scanOk(body([p!.code], { occurred_at: ago(minute).toISOString() }));
      expect(second.results[0]).toEqual({ code: p!.code, status: 'duplicate', package_id: p!.id });
      expect((await eventsOf([p!.id])).map((e) => e.duplicate)).toEqual([false, true]);
      expect(await positionOf(p!.id)).toMatchObject({ checkpointId: miami, checkpointAt: first });
    });

    it('counts earlier codes of the same batch', async () => {
      const [p, q] = await newPackages(2);
      const result = await scanOk(body([p!.code, q!.code, p!.code.toLowerCase()]));
      expect(result.results.map((r) => r.status)).toEqual(['ok', 'ok', 'duplicate']);
      expect((await eventsOf([p!.id])).map((e) => e.duplicate)).toEqual([false, true]);
    });

    it('flags a late scan that lands within the window before a recorded one', async () => {
      const [p] = await newPackages();
      await scanOk(body([p!.code], { occurred_at: ago(2 * minute).toISOString() }));
      const late = await scanOk(body([{ code: p!.code, occurred_at: ago(9 * minute).toISOString() }]));
      expect(late.results[0]!.status).toBe('duplicate');
    });

    it('does not flag a scan past the window, nor one at another checkpoint', async () => {
      const [p] = await newPackages();
      const start = ago(3 * SCAN_DEDUPE_WINDOW_MS);
      await scanOk(body([p!.code], { occurred_at: start.toISOString() }));
      const later = new Date(start.getTime() + SCAN_DEDUPE_WINDOW_MS + 1000);
      expect((await scanOk(body([p!.code], { occurred_at: later.toISOString() }))).results[0]!.status).toBe('ok');
      const elsewhere = new Date(later.getTime() + minute);
      expect((await scanOk(body([p!.code], { checkpoint: onTheWay, occurred_at: elsewhere.toISOString() }))).results[0]!.status).toBe('ok');
      expect(await positionOf(p!.id)).toMatchObject({ checkpointId: onTheWay, checkpointAt: elsewhere });
    });

    it('keeps the arrival time when a package is scanned again where it already is', async () => {
      const arrived = ago(3 * 24 * 60 * minute);
      const [p] = await newPackages(1, { checkpoint: miami, when: arrived });
      expect((await scanOk(body([p!.code]))).results[0]!.status).toBe('ok');
      expect(await positionOf(p!.id)).toMatchObject({ checkpointId: miami, checkpointAt: arrived });
    });
  });

  describe('offline scans', () => {
    it('flags events that happened more than a minute before they arrived, per code with its own device time', async () => {
      const [p, q] = await newPackages(2);
      const result = await scanOk(
        body([
          { code: p!.code, occurred_at: ago(2 * 60 * minute).toISOString() },
          { code: q!.code, occurred_at: ago(20_000).toISOString() },
        ]),
      );
      expect(result.results.map((r) => r.status)).toEqual(['ok', 'ok']);
      const events = await eventsOf([p!.id, q!.id]);
      expect(events.map((e) => [e.packageId, e.offline])).toEqual([
        [p!.id, true],
        [q!.id, false],
      ]);
    });

    it('never rewinds a package: a late scan is recorded but the newer checkpoint stays', async () => {
      const now = ago(0);
      const [p] = await newPackages(1, { checkpoint: onTheWay, when: now });
      const result = await scanOk(body([{ code: p!.code, occurred_at: ago(60 * minute).toISOString() }]));
      expect(result.results[0]!.status).toBe('ok');
      expect(await positionOf(p!.id)).toMatchObject({ checkpointId: onTheWay, checkpointAt: now });
      const events = await eventsOf([p!.id]);
      expect(events.at(-1)).toMatchObject({ checkpointId: miami, offline: true, duplicate: false });
    });

    it('caps a device time ahead of the server at the time the scan arrived', async () => {
      const [p] = await newPackages();
      await scanOk(body([p!.code], { occurred_at: new Date(Date.now() + 60 * minute).toISOString() }));
      const [event] = await eventsOf([p!.id]);
      expect(event!.occurredAt.getTime()).toBe(event!.receivedAt.getTime());
      expect((await positionOf(p!.id)).checkpointAt!.getTime()).toBe(event!.receivedAt.getTime());
    });
  });

  describe('refusals', () => {
    const badBodies: [string, unknown, string][] = [
      ['no userID', { data: { checkpoint: miami, qrcodes: ['X'] } }, 'userID'],
      ['no data', { userID: 1 }, 'data'],
      ['no checkpoint', { userID: 1, data: { qrcodes: ['X'] } }, 'data.checkpoint'],
      ['a checkpoint that is not an id', { userID: 1, data: { checkpoint: 'twelve', qrcodes: ['X'] } }, 'data.checkpoint'],
      ['no codes', { userID: 1, data: { checkpoint: miami } }, 'data.qrcodes'],
      ['an empty code list', { userID: 1, data: { checkpoint: miami, qrcodes: [] } }, 'data.qrcodes'],
      ['1001 codes', { userID: 1, data: { checkpoint: miami, qrcodes: Array.from({ length: 1001 }, () => 'X') } }, 'data.qrcodes'],
      ['a code that is a number', { userID: 1, data: { checkpoint: miami, qrcodes: [42] } }, 'data.qrcodes.0'],
      ['a code without its time', { userID: 1, data: { checkpoint: miami, qrcodes: [{ code: 'X' }] } }, 'data.qrcodes.0'],
      ['a code of 101 characters', { userID: 1, data: { checkpoint: miami, qrcodes: ['X'.repeat(101)] } }, 'data.qrcodes.0'],
      ['a timed code of 101 characters', { userID: 1, data: { checkpoint: miami, qrcodes: [{ code: '9'.repeat(101), occurred_at: new Date().toISOString() }] } }, 'data.qrcodes.0.code'],
      ['a batch time that is not a date', { userID: 1, data: { checkpoint: miami, qrcodes: ['X'], occurred_at: 'yesterday' } }, 'data.occurred_at'],
    ];

    it.each(badBodies)('answers %s with 400 on its field and records nothing', async (_, payload, field) => {
      const unchanged = await countStays(eventCount);
      const response = await scan(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(Object.keys(response.json().error.fields)).toContain(field);
      await unchanged();
    });

    it('refuses a deleted checkpoint with 400 and a message the failed row can show', async () => {
      const [cp] = await ctx.db.insert(checkpoints).values({ name: 'Temporary dock', email: 'dock@example.test', address: 'Dock', phone: '1' }).returning();
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/checkpoints/${cp!.id}`, headers: ctx.admin.headers })).statusCode).toBe(200);
      const [p] = await newPackages();
      const unchanged = await countStays(eventCount);
      const response = await scan(body([p!.code], { checkpoint: cp!.id }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION', message: scanMessages.checkpointMissing, fields: { 'data.checkpoint': scanMessages.checkpointMissing } });
      await unchanged();
      expect((await positionOf(p!.id)).checkpointId).toBeNull();
    });

    it("refuses to record scans under another user's name with 403", async () => {
      const [p] = await newPackages();
      const unchanged = await countStays(eventCount);
      const response = await scan(body([p!.code], {}, ctx.admin.id));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(scanMessages.ownNameOnly);
      await unchanged();
    });

    it.each(['admin', 'worker', 'worker-v2'] as const)('lets a %s scan', async (type) => {
      const caller = await signedIn(ctx.app, { type });
      const [p] = await newPackages();
      expect((await scanOk(body([p!.code], {}, caller.id), caller.headers)).results[0]!.status).toBe('ok');
      expect((await eventsOf([p!.id]))[0]!.userId).toBe(caller.id);
    });

    it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403 and records nothing', async (type) => {
      const caller = await signedIn(ctx.app, { type, special: type === 'accounts' || type === 'basic' });
      const [p] = await newPackages();
      const unchanged = await countStays(eventCount);
      expect((await scan(body([p!.code], {}, caller.id), caller.headers)).statusCode).toBe(403);
      await unchanged();
    });

    it("refuses an anonymous caller and a retired worker's token with 401", async () => {
      const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
      const [p] = await newPackages();
      const unchanged = await countStays(eventCount);
      expect((await scan(body([p!.code]), {})).statusCode).toBe(401);
      expect((await scan(body([p!.code], {}, retired.id), retired.headers)).statusCode).toBe(401);
      await unchanged();
    });
  });

  describe('codes as the spec form sends them: one text, a code per row', () => {
    it.each([
      ['\\n', '\n'],
      ['\\r\\n', '\r\n'],
    ])('records rows split by %s as the same codes as the array, rows trimmed and blank rows left out', async (_, lineBreak) => {
      const [a, b, c, d] = await newPackages(4);
      const asText = await scanOk(body([` ${a!.code} `, '', b!.code, '   ', ''].join(lineBreak)));
      const asArray = await scanOk(body([c!.code, d!.code]));
      const expected = (p: typeof a, q: typeof a) => [p, q].map((x) => ({ code: x!.code, status: 'ok', package_id: x!.id }));
      expect(asText.results).toEqual(expected(a, b));
      expect(asArray.results).toEqual(expected(c, d));
      expect((await eventsOf([a!.id, b!.id])).map((e) => [e.packageId, e.checkpointId, e.userId])).toEqual([
        [a!.id, miami, ctx.worker.id],
        [b!.id, miami, ctx.worker.id],
      ]);
    });

    it.each([
      ['more rows than a batch may hold', Array.from({ length: 1001 }, (_, n) => `X${n}`)],
      ['only blank rows', ['', '  ', '\t', '']],
    ])('answers %s with the same 400 as the array, and records nothing', async (_, rows) => {
      const unchanged = await countStays(eventCount);
      const asText = await scan(body(rows.join('\r\n')));
      const asArray = await scan(body(rows.filter((row) => row.trim() !== '')));
      expect(asArray.statusCode).toBe(400);
      expect(asText.statusCode).toBe(400);
      expect(asText.json()).toEqual(asArray.json());
      await unchanged();
    });
  });

  describe('exactly once', () => {
    it('replays a retried batch with the first answer and records nothing more', async () => {
      const [p, q] = await newPackages(2);
      const headers = withIdempotencyKey(ctx.worker.headers);
      const payload = body([p!.code, q!.code, 'NOT-OURS']);
      const first = await scan(payload, headers);
      const unchanged = await countStays(eventCount);
      const replay = await scan(payload, headers);
      expectReplayed(first, replay, 200);
      expect(zScanResult.parse(replay.json()).results.map((r) => r.status)).toEqual(['ok', 'ok', 'unknown']);
      await unchanged();
      expectKeyMismatch(await scan(body([p!.code]), headers));
      await unchanged();
    });

    it('applies ten concurrent copies of one batch once', async () => {
      const [p, q] = await newPackages(2);
      const headers = withIdempotencyKey(ctx.worker.headers);
      const payload = body([p!.code, q!.code]);
      const responses = await Promise.all(Array.from({ length: 10 }, () => scan(payload, headers)));
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(responses[0]!.body);
      }
      expect(zScanResult.parse(responses[0]!.json()).results.map((r) => r.status)).toEqual(['ok', 'ok']);
      expect(await eventsOf([p!.id, q!.id])).toHaveLength(2);
    });

    it('lets concurrent batches of different keys see each other: one ok, the rest duplicates', async () => {
      const [p] = await newPackages();
      const responses = await Promise.all(Array.from({ length: 6 }, () => scan(body([p!.code]), withIdempotencyKey(ctx.worker.headers))));
      const statuses = responses.map((r) => zScanResult.parse(r.json()).results[0]!.status).sort();
      expect(statuses).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'ok']);
      expect((await eventsOf([p!.id])).filter((e) => !e.duplicate)).toHaveLength(1);
    });

    it('writes one activity-log row per batch', async () => {
      const caller = await signedIn(ctx.app, { type: 'worker-v2' });
      const [p] = await newPackages();
      await scanOk(body([p!.code], {}, caller.id), caller.headers);
      const logs = await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.userId, caller.id), eq(activityLogs.entity, 'scan')));
      expect(logs.map((l) => l.action)).toEqual(['Scanned packages']);
    });
  });
});

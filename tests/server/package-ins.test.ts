import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { controlCharacterMessage } from '../../src/domain/fields';
import { packageInMessages, packageInsPageSize, zHeldPackageChecked, zPackageIn, zPackageInsList, type PackageIn } from '../../src/domain/package-ins';
import { activityLogs, heldPackages, packageIns } from '../../src/server/db/schema';
import { countStays, expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../helpers/server/access-cases';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { signedIn } from '../helpers/server/factories';

const ctx = useAppWithAdmin({ worker: { type: 'worker', firstName: 'Wanda', lastName: 'Warehouse' } });
const workerName = { first_name: 'Wanda', last_name: 'Warehouse' };

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = ctx.worker.headers, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = (query = '', headers: Headers = ctx.worker.headers) => send('GET', `/api/package-ins${query}`, headers);
const create = (payload: unknown, headers: Headers = ctx.worker.headers) => send('POST', '/api/package-ins', headers, payload);
const remove = (id: number, headers: Headers = ctx.worker.headers) => send('DELETE', `/api/package-ins/${id}`, headers);
const check = (id: number, headers: Headers = ctx.worker.headers) => send('POST', `/api/held-packages/${id}/checked`, headers);

let sequence = 0;
const tracking = () => `1Z${process.pid}${String(++sequence).padStart(6, '0')}`;
const hold = async (numbers: string[] = [tracking(), tracking()], notes: string | null = null, headers: Headers = ctx.worker.headers): Promise<PackageIn> => {
  const response = await create({ packages: numbers.map((tracking_number) => ({ tracking_number })), notes }, headers);
  expect(response.statusCode, response.body).toBe(201);
  return zPackageIn.parse(response.json());
};
const entryCount = async () => (await ctx.db.select({ n: count() }).from(packageIns))[0]!.n;
const heldCount = async () => (await ctx.db.select({ n: count() }).from(heldPackages))[0]!.n;
const heldRow = async (id: number) => (await ctx.db.select().from(heldPackages).where(eq(heldPackages.id, id)))[0];
const openList = async () => {
  const response = await list();
  expect(response.statusCode).toBe(200);
  return zPackageInsList.parse(response.json());
};

describe('POST /api/package-ins', () => {
  it('holds the tracking numbers under the caller, cleaned as a scanner or a person types them, and answers 201 with the entry', async () => {
    const entry = await hold([' 1z 999 aa1 0123456784 ', ']C1tba123456789000\r\n'], '  Two boxes, one wet  ');
    expect(entry).toMatchObject({
      packages_count: 2,
      user: workerName,
      notes: 'Two boxes, one wet',
      packages: [
        { tracking_number: '1Z999AA10123456784', checked: false },
        { tracking_number: 'TBA123456789000', checked: false },
      ],
    });
    expect(Date.now() - Date.parse(entry.created_at)).toBeLessThan(60_000);
    const rows = await ctx.db.select().from(heldPackages).where(eq(heldPackages.packageInId, entry.id));
    expect(rows.map((r) => [r.trackingNumber, r.checked, r.checkedAt, r.checkedBy])).toEqual([
      ['1Z999AA10123456784', false, null, null],
      ['TBA123456789000', false, null, null],
    ]);
    const [stored] = await ctx.db.select().from(packageIns).where(eq(packageIns.id, entry.id));
    expect(stored!.userId).toBe(ctx.worker.id);
  });

  it('keeps blank or absent notes as none', async () => {
    expect((await hold([tracking()], '   ')).notes).toBeNull();
    const response = await create({ packages: [{ tracking_number: tracking() }] });
    expect(zPackageIn.parse(response.json()).notes).toBeNull();
  });

  const badBodies: [string, () => unknown, string, string][] = [
    ['no packages', () => ({ notes: 'x' }), 'packages', 'Packages are required'],
    ['an empty package list', () => ({ packages: [] }), 'packages', 'Add at least one package'],
    ['201 packages', () => ({ packages: Array.from({ length: 201 }, () => ({ tracking_number: tracking() })) }), 'packages', 'At most 200 packages at once'],
    ['a blank tracking number', () => ({ packages: [{ tracking_number: tracking() }, { tracking_number: '   ' }] }), 'packages.1.tracking_number', 'Tracking number is required'],
    ['a 65-character tracking number', () => ({ packages: [{ tracking_number: 'X'.repeat(65) }] }), 'packages.0.tracking_number', 'At most 64 characters'],
    ['the same number twice', () => ({ packages: [{ tracking_number: 'abc 123' }, { tracking_number: 'ABC123' }] }), 'packages.1.tracking_number', packageInMessages.repeated],
    ['a tracking number holding U+FFFF', () => ({ packages: [{ tracking_number: '1Z999\uffffAA1' }] }), 'packages.0.tracking_number', controlCharacterMessage],
    ['notes of 501 characters', () => ({ packages: [{ tracking_number: tracking() }], notes: 'n'.repeat(501) }), 'notes', 'At most 500 characters'],
  ];

  it.each(badBodies)('answers %s with 400 on its field and holds nothing', async (_, payload, field, message) => {
    const entries = await countStays(entryCount);
    const held = await countStays(heldCount);
    const response = await create(payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
    await entries();
    await held();
  });

  it('replays a retried intake with the first answer: one entry, one log row', async () => {
    const headers = withIdempotencyKey(ctx.worker.headers);
    const payload = { packages: [{ tracking_number: tracking() }], notes: 'retried' };
    const first = await create(payload, headers);
    const entries = await countStays(entryCount);
    const replay = await create(payload, headers);
    expectReplayed(first, replay, 201);
    await entries();
    const id = zPackageIn.parse(first.json()).id;
    expect(await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'package-in'), eq(activityLogs.entityId, id)))).toHaveLength(1);
    expectKeyMismatch(await create({ packages: [{ tracking_number: tracking() }] }, headers));
    await entries();
  });

  it('applies ten concurrent copies of one intake once', async () => {
    const headers = withIdempotencyKey(ctx.worker.headers);
    const payload = { packages: [{ tracking_number: tracking() }] };
    const entries = await entryCount();
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(payload, headers)));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await entryCount()).toBe(entries + 1);
  });
});

describe('GET /api/package-ins', () => {
  it('lists the entries that still hold an unchecked package, newest first, with their packages', async () => {
    const older = await hold();
    const newer = await hold();
    const done = await hold([tracking()]);
    expect((await check(done.packages[0]!.id)).statusCode).toBe(200);
    const result = await openList();
    expect(result.meta).toBeUndefined();
    const ids = result.data.map((e) => e.id);
    expect(ids).toContain(older.id);
    expect(ids).not.toContain(done.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(result.data.find((e) => e.id === newer.id)).toEqual(newer);
  });

  it('keeps an entry listed while one of its packages is unchecked, with the checked ones marked', async () => {
    const entry = await hold();
    await check(entry.packages[0]!.id);
    const listed = (await openList()).data.find((e) => e.id === entry.id);
    expect(listed?.packages.map((p) => p.checked)).toEqual([true, false]);
  });

  it('pages every entry with all=1, checked ones too', async () => {
    const done = await hold([tracking()]);
    await check(done.packages[0]!.id);
    const response = await list('?all=1');
    expect(response.statusCode).toBe(200);
    const page = zPackageInsList.parse(response.json());
    const total = await entryCount();
    expect(page.meta).toEqual({ current_page: 1, last_page: Math.max(1, Math.ceil(total / packageInsPageSize)), total });
    expect(page.data[0]!.id).toBe(done.id);
    expect(page.data.length).toBe(Math.min(total, packageInsPageSize));
  });

  it('refuses a page that is not a number with 400', async () => {
    const response = await list('?all=1&page=first');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('page');
  });
});

describe('DELETE /api/package-ins/:id', () => {
  it('deletes the entry with its held packages and answers it as it was', async () => {
    const entry = await hold();
    const response = await remove(entry.id);
    expect(response.statusCode).toBe(200);
    expect(zPackageIn.parse(response.json())).toEqual(entry);
    expect(await ctx.db.select().from(packageIns).where(eq(packageIns.id, entry.id))).toEqual([]);
    expect(await ctx.db.select().from(heldPackages).where(eq(heldPackages.packageInId, entry.id))).toEqual([]);
    expect((await remove(entry.id)).statusCode).toBe(404);
  });

  it('replays a retried delete with the first answer', async () => {
    const entry = await hold();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await remove(entry.id, headers);
    expectReplayed(first, await remove(entry.id, headers), 200);
  });

  it('answers 404 for an entry that does not exist', async () => {
    expect((await remove(999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/held-packages/:id/checked', () => {
  it('checks the package once, recording who and when; a second call changes nothing and answers the same', async () => {
    const entry = await hold();
    const id = entry.packages[1]!.id;
    const first = await check(id);
    expect(first.statusCode).toBe(200);
    expect(zHeldPackageChecked.parse(first.json())).toEqual({ id, tracking_number: entry.packages[1]!.tracking_number, checked: true });
    const stored = await heldRow(id);
    expect(stored).toMatchObject({ checked: true, checkedBy: ctx.worker.id });
    expect(stored!.checkedAt).toBeInstanceOf(Date);

    const other = await signedIn(ctx.app, { type: 'worker-v2' });
    const second = await check(id, other.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await heldRow(id)).toEqual(stored);
    expect((await heldRow(entry.packages[0]!.id))!.checked).toBe(false);
  });

  it('checks once under concurrent calls', async () => {
    const entry = await hold([tracking()]);
    const id = entry.packages[0]!.id;
    const callers = await Promise.all([signedIn(ctx.app, { type: 'worker' }), signedIn(ctx.app, { type: 'admin' })]);
    const responses = await Promise.all(callers.flatMap((c) => [check(id, c.headers), check(id, c.headers)]));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const stored = await heldRow(id);
    expect(callers.map((c) => c.id)).toContain(stored!.checkedBy);
  });

  it('answers 404 for a package that does not exist, and 400 for an id that is not one', async () => {
    expect((await check(999_999)).statusCode).toBe(404);
    expect((await check('abc' as unknown as number)).statusCode).toBe(400);
  });
});

describe('who may use Packages In', () => {
  it.each(['admin', 'worker', 'worker-v2'] as const)('lets a %s list, hold, check and delete', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    expect((await list('', caller.headers)).statusCode).toBe(200);
    const entry = await hold([tracking()], null, caller.headers);
    expect((await check(entry.packages[0]!.id, caller.headers)).statusCode).toBe(200);
    expect((await remove(entry.id, caller.headers)).statusCode).toBe(200);
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403 on every endpoint, changing nothing', async (type) => {
    const caller = await signedIn(ctx.app, { type, special: type === 'accounts' || type === 'basic' });
    const entry = await hold();
    const entries = await countStays(entryCount);
    expect((await list('', caller.headers)).statusCode).toBe(403);
    expect((await create({ packages: [{ tracking_number: tracking() }] }, caller.headers)).statusCode).toBe(403);
    expect((await check(entry.packages[0]!.id, caller.headers)).statusCode).toBe(403);
    expect((await remove(entry.id, caller.headers)).statusCode).toBe(403);
    await entries();
    expect((await heldRow(entry.packages[0]!.id))!.checked).toBe(false);
  });

  it("refuses an anonymous caller and a retired worker's token with 401, changing nothing", async () => {
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    const entry = await hold();
    const entries = await countStays(entryCount);
    for (const headers of [{}, retired.headers]) {
      expect((await list('', headers)).statusCode).toBe(401);
      expect((await create({ packages: [{ tracking_number: tracking() }] }, headers)).statusCode).toBe(401);
      expect((await check(entry.packages[0]!.id, headers)).statusCode).toBe(401);
      expect((await remove(entry.id, headers)).statusCode).toBe(401);
    }
    await entries();
    expect((await heldRow(entry.packages[0]!.id))!.checked).toBe(false);
  });

  it('lets an admin delete an entry a worker made', async () => {
    const entry = await hold();
    expect((await remove(entry.id, ctx.admin.headers)).statusCode).toBe(200);
  });
});

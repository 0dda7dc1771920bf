import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountType } from '../../../src/domain/constants';
import { eodMessages, zEodReport, zEodReportsPage } from '../../../src/domain/eod';
import { eodReports } from '../../../src/server/db/schema';
import { businessToday } from '../../../src/server/time';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { idempotencyKey, signedIn, type Actor } from '../../helpers/server/factories';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';

let app: TestApp;
let admin: Actor;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, { type: 'admin', firstName: 'Olive', lastName: 'Owner' });
});
afterAll(async () => app.close());

const rowsOf = async (kind: 'eod' | 'acc') => (await app.deps.database.db.select({ n: count() }).from(eodReports).where(eq(eodReports.kind, kind)))[0]!.n;
const post = (path: string, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api${path}`, headers: { ...headers, 'idempotency-key': idempotencyKey() }, payload: payload as object });
const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api${url}`, headers });

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/reports and /api/reports/acc', () => {
  it('records a report in dollars and answers it with its id and creator', async () => {
    const response = await post('/reports', admin.headers, { data: { beginning: 250.5, ending: 1234.56, date: '2024-02-29', notes: 'Quiet day' } });
    expect(response.statusCode, response.body).toBe(201);
    const report = zEodReport.parse(response.json());
    expect(report).toMatchObject({ date: '2024-02-29', beginning: 250.5, ending: 1234.56, notes: 'Quiet day', created_by: 'Olive Owner' });
    const [row] = await app.deps.database.db.select().from(eodReports).where(eq(eodReports.id, report.id));
    expect(row).toMatchObject({ kind: 'eod', beginningCents: 25_050, endingCents: 123_456 });
  });

  it('takes the ending balance and notes as optional, blank meaning none', async () => {
    const response = await post('/reports/acc', admin.headers, { data: { beginning: 0, ending: '', date: '2024-03-01', notes: '' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ beginning: 0, ending: null, notes: null });
  });

  it.each([
    ['no beginning balance or date', {}, { 'data.beginning': eodMessages.beginningRequired, 'data.date': eodMessages.dateRequired }],
    ['a negative balance', { beginning: -1, date: '2024-03-02' }, { 'data.beginning': 'Beginning Balance must be at least 0' }],
    ['three decimals', { beginning: 1.005, date: '2024-03-02' }, { 'data.beginning': 'Beginning Balance must be in dollars and cents' }],
    ['a date that is not one', { beginning: 1, date: '2024-02-30' }, { 'data.date': eodMessages.dateRequired }],
    ['a day after today in Nassau', { beginning: 1, date: addDays(businessToday(), 1) }, { 'data.date': eodMessages.dateInFuture }],
  ])('refuses %s with 400 and the field messages, writing nothing', async (_, data, fields) => {
    const before = await rowsOf('eod');
    const response = await post('/reports', admin.headers, { data });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject(fields);
    expect(await rowsOf('eod')).toBe(before);
  });

  it('refuses a second report of one day with 409, per kind', async () => {
    expect((await post('/reports', admin.headers, { data: { beginning: 1, date: '2024-03-05' } })).statusCode).toBe(201);
    const again = await post('/reports', admin.headers, { data: { beginning: 2, date: '2024-03-05' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(eodMessages.dateTaken('2024-03-05'));
    expect((await post('/reports/acc', admin.headers, { data: { beginning: 2, date: '2024-03-05' } })).statusCode).toBe(201);
  });

  it('accepts today in Nassau', async () => {
    expect((await post('/reports', admin.headers, { data: { beginning: 10, date: businessToday() } })).statusCode).toBe(201);
  });

  it('answers a replay with the first answer and records one report', async () => {
    const headers = withIdempotencyKey(admin.headers);
    const payload = { data: { beginning: 5, date: '2024-03-06' } };
    const before = await rowsOf('acc');
    const first = await app.inject({ method: 'POST', url: '/api/reports/acc', headers, payload });
    const replay = await app.inject({ method: 'POST', url: '/api/reports/acc', headers, payload });
    expectReplayed(first, replay, 201);
    expect(await rowsOf('acc')).toBe(before + 1);
  });
});

describe('GET /api/reports', () => {
  it('pages the reports newest date first, 20 a page, each kind on its own path, and writes them all as CSV', async () => {
    for (let i = 0; i < 21; i += 1) {
      expect((await post('/reports', admin.headers, { data: { beginning: i, date: addDays('2023-01-01', i) } })).statusCode).toBe(201);
    }
    const eodTotal = await rowsOf('eod');
    const first = zEodReportsPage.parse((await get('/reports', admin.headers)).json());
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(eodTotal / 20), total: eodTotal });
    expect(first.data).toHaveLength(20);
    const dates = first.data.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = zEodReportsPage.parse((await get(`/reports?page=${first.meta.last_page}`, admin.headers)).json());
    expect(last.data.at(-1)!.date).toBe('2023-01-01');

    const acc = zEodReportsPage.parse((await get('/reports/acc', admin.headers)).json());
    expect(acc.meta.total).toBe(await rowsOf('acc'));
    expect(acc.data.every((row) => !first.data.some((other) => other.id === row.id))).toBe(true);

    const csv = await get('/reports.csv', admin.headers);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('ID,Date,Beginning,Ending,Notes,Created by');
    expect(lines).toHaveLength(eodTotal + 1);
    expect(lines).toContain(`${first.data.find((row) => row.date === '2024-02-29')!.id},2024-02-29,250.50,1234.56,Quiet day,Olive Owner`);
  });

  it('refuses a page that is not a number with 400', async () => {
    expect((await get('/reports?page=first', admin.headers)).statusCode).toBe(400);
  });
});

describe('who may use end of day (finance spec §6)', () => {
  const types: AccountType[] = ['admin', 'worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'];
  const allowed = {
    eodList: ['admin', 'worker-v2'],
    accList: ['admin', 'accounts', 'basic'],
    full: ['admin'],
    v2: ['admin', 'worker-v2'],
  } as const;
  let eodId: number;
  let accId: number;
  const actors = new Map<AccountType, Actor>();

  beforeAll(async () => {
    eodId = (await post('/reports', admin.headers, { data: { beginning: 1, date: '2022-05-05' } })).json().id;
    accId = (await post('/reports/acc', admin.headers, { data: { beginning: 1, date: '2022-05-05' } })).json().id;
    for (const type of types) actors.set(type, type === 'admin' ? admin : await signedIn(app, { type }));
  });

  const expectOnly = async (who: readonly AccountType[], send: (headers: Record<string, string>) => Promise<{ statusCode: number }>, ok = 200) => {
    for (const type of types) {
      expect([type, (await send(actors.get(type)!.headers)).statusCode]).toEqual([type, who.includes(type) ? ok : 403]);
    }
    expect((await send({})).statusCode).toBe(401);
  };

  it('lets only admin and worker-v2 read and add EOD reports, and the accounts office list admin, accounts and basic', async () => {
    await expectOnly(allowed.eodList, (headers) => get('/reports', headers));
    await expectOnly(allowed.eodList, (headers) => get('/reports.csv', headers));
    await expectOnly(allowed.accList, (headers) => get('/reports/acc', headers));
    await expectOnly(allowed.accList, (headers) => get('/reports/acc.csv', headers));
    let day = 0;
    const nextDate = () => addDays('2021-01-01', (day += 1));
    const beforeEod = await rowsOf('eod');
    await expectOnly(allowed.eodList, (headers) => post('/reports', headers, { data: { beginning: 1, date: nextDate() } }), 201);
    expect(await rowsOf('eod')).toBe(beforeEod + allowed.eodList.length);
    const beforeAcc = await rowsOf('acc');
    await expectOnly(allowed.accList, (headers) => post('/reports/acc', headers, { data: { beginning: 1, date: nextDate() } }), 201);
    expect(await rowsOf('acc')).toBe(beforeAcc + allowed.accList.length);
  });

  it('shows the full detail to admins only, v2 to admin and worker-v2, the accounts detail to admin, accounts and basic', async () => {
    await expectOnly(allowed.full, (headers) => get(`/transactions/daily?reportId=${eodId}`, headers));
    await expectOnly(allowed.full, (headers) => get(`/transactions/daily.csv?reportId=${eodId}`, headers));
    await expectOnly(allowed.v2, (headers) => get(`/transactions/daily/v2?reportId=${eodId}`, headers));
    await expectOnly(allowed.accList, (headers) => get(`/transactions/daily/acc?reportId=${accId}`, headers));
    await expectOnly(allowed.accList, (headers) => get(`/transactions/daily/acc.csv?reportId=${accId}`, headers));
  });

  it('answers a missing report with 404 and a bad report id with 400 on reportId', async () => {
    expect((await get('/transactions/daily?reportId=999999', admin.headers)).statusCode).toBe(404);
    const bad = await get('/transactions/daily/v2?reportId=abc', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ reportId: eodMessages.reportRequired });
    expect((await get('/transactions/daily/acc', admin.headers)).json().error.fields).toEqual({ reportId: eodMessages.reportRequired });
  });
});

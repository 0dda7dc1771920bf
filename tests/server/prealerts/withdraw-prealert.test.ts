import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prealertMessages } from '../../../src/domain/prealerts';
import { expectReplayed } from '../../helpers/server/access-cases';
import { idempotencyKey, signedIn } from '../../helpers/server/factories';
import { bareUrl } from '../../helpers/server/file-links';
import { smallPdf } from '../../helpers/server/multipart';
import { usePrealertsApp } from './prealert-context';

const ctx = usePrealertsApp();

const withFile = () => ctx.file({}, [{ name: 'invoice.pdf', bytes: smallPdf() }]);

describe('DELETE /api/prealerts/:id', () => {
  it('lets the owner withdraw a waiting prealert: the answer is it as it was, and its row and file go', async () => {
    const prealert = await withFile();
    const path = (await ctx.rowOf(prealert.id))!.filePath!;
    const response = await ctx.withdraw(prealert.id, ctx.carla.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: prealert.id, state: 'waiting', tracking_number: prealert.tracking_number, file: { file_name: 'invoice.pdf' } });
    expect(await ctx.rowOf(prealert.id)).toBeUndefined();
    expect(existsSync(ctx.storedPath(path))).toBe(false);
    expect((await ctx.get(bareUrl(prealert.file!.url), ctx.carla.headers)).statusCode).toBe(404);
  });

  it('refuses a received prealert with 409 and changes nothing', async () => {
    const prealert = await ctx.file();
    await ctx.createOrder(ctx.carla.id, { tracking_number: prealert.tracking_number });
    const before = await ctx.rowOf(prealert.id);
    const response = await ctx.withdraw(prealert.id, ctx.carla.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: prealertMessages.received } });
    expect(await ctx.rowOf(prealert.id)).toEqual(before);
  });

  it("answers another customer's prealert and an unknown id with 404, and keeps the file", async () => {
    const prealert = await withFile();
    const before = await ctx.rowOf(prealert.id);
    expect((await ctx.withdraw(prealert.id, ctx.dora.headers)).statusCode).toBe(404);
    expect((await ctx.withdraw(999_999, ctx.carla.headers)).statusCode).toBe(404);
    expect(await ctx.rowOf(prealert.id)).toEqual(before);
    expect(existsSync(ctx.storedPath(before!.filePath!))).toBe(true);
  });

  it('answers a retry with the same key from the stored answer', async () => {
    const prealert = await ctx.file();
    const headers = { ...ctx.carla.headers, 'idempotency-key': idempotencyKey() };
    const send = () => ctx.app.inject({ method: 'DELETE', url: `/api/prealerts/${prealert.id}`, headers });
    expectReplayed(await send(), await send(), 200);
    expect(await ctx.rowOf(prealert.id)).toBeUndefined();
  });
});

describe("a waiting prealert's invoice at /api/files", () => {
  it('opens for its owner (bearer or signed link) and the warehouse staff, with the stored type', async () => {
    const prealert = await withFile();
    const owner = await ctx.get(bareUrl(prealert.file!.url), ctx.carla.headers);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    expect(owner.rawPayload).toEqual(smallPdf());
    expect((await ctx.app.inject({ method: 'GET', url: prealert.file!.url })).statusCode).toBe(200);
    for (const type of ['admin', 'worker', 'worker-v2'] as const) {
      const staff = await signedIn(ctx.app, { type });
      expect((await ctx.get(bareUrl(prealert.file!.url), staff.headers)).statusCode, type).toBe(200);
    }
  });

  it('is 404 to another customer and to accounts and basic users', async () => {
    const prealert = await withFile();
    expect((await ctx.get(bareUrl(prealert.file!.url), ctx.dora.headers)).statusCode).toBe(404);
    for (const type of ['accounts', 'basic'] as const) {
      const other = await signedIn(ctx.app, { type, special: true });
      expect((await ctx.get(bareUrl(prealert.file!.url), other.headers)).statusCode, type).toBe(404);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { pickupMessages, zPickup } from '../../../src/domain/pickups';
import { usePickupsApp } from './pickup-context';

const ctx = usePickupsApp();

describe('GET /api/pickups', () => {
  it('lists every pickup by name, the seeded ones among them', async () => {
    const data = await ctx.listed();
    expect(data).toContainEqual({ id: expect.any(Number), name: 'Costco Wholesale Doral', address: '7795 W Flagler St, Miami, FL 33144', phone: '+1 305 555 0110', email: null });
    const names = data.map((pickup) => pickup.name);
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)));
    expect(data).toHaveLength(await ctx.rowCount());
  });

  it('finds a pickup by part of its name, address, phone or email, ignoring case', async () => {
    const tag = `Zq${process.pid}`;
    const shop = await ctx.insert({ name: `${tag} Camera Shop`, address: '1 Ocean Dr, Miami Beach', phone: '+1 305 555 7788', email: `orders@${tag.toLowerCase()}.test` });
    await ctx.insert({ name: 'Unrelated Store', address: '2 Elsewhere Rd', phone: '+1 786 555 0000', email: null });
    for (const search of [tag.toUpperCase(), 'ocean dr', '555 7788', `@${tag.toLowerCase()}.TEST`]) {
      expect((await ctx.listed(`?search=${encodeURIComponent(search)}`)).map((pickup) => pickup.id), search).toEqual([shop.id]);
    }
  });

  it('takes % and _ in a search as plain characters', async () => {
    const odd = await ctx.insert({ name: `Half_Off 50% ${process.pid}` });
    expect((await ctx.listed(`?search=${encodeURIComponent('_Off 50%')}`)).map((pickup) => pickup.id)).toEqual([odd.id]);
    expect(await ctx.listed(`?search=${encodeURIComponent('%%%')}`)).toEqual([]);
  });

  it('refuses a search over 100 characters with 400 on search', async () => {
    const response = await ctx.list(`?search=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('search');
  });
});

describe('POST /api/pickups', () => {
  it('adds a pickup, lists it and logs it', async () => {
    const response = await ctx.create({ name: '  Apple Store Aventura ', address: '19501 Biscayne Blvd, Aventura, FL', phone: ' +1 305 555 0150 ', email: 'pickup@apple.test' });
    expect(response.statusCode, response.body).toBe(201);
    const created = zPickup.parse(response.json());
    expect(created).toEqual({ id: expect.any(Number), name: 'Apple Store Aventura', address: '19501 Biscayne Blvd, Aventura, FL', phone: '+1 305 555 0150', email: 'pickup@apple.test' });
    expect(await ctx.listed()).toContainEqual(created);
    expect(await ctx.logsOf(created.id)).toEqual([expect.objectContaining({ userId: ctx.worker.id, action: 'Created pickup' })]);
  });

  it('stores a blank or missing phone and email as none', async () => {
    for (const extra of [{ phone: '', email: '  ' }, { phone: null, email: null }, { phone: undefined, email: undefined }]) {
      const response = await ctx.create(ctx.body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(201);
      expect(zPickup.parse(response.json())).toMatchObject({ phone: null, email: null });
    }
  });

  it('lets a worker-v2 and an admin add pickups too', async () => {
    expect((await ctx.create(ctx.body(), ctx.workerV2.headers)).statusCode).toBe(201);
    expect((await ctx.create(ctx.body(), ctx.admin.headers)).statusCode).toBe(201);
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a name over 120 characters', { name: 'n'.repeat(121) }, 'name', 'At most 120 characters'],
    ['no address', { address: undefined }, 'address', 'Address is required'],
    ['a blank address', { address: '' }, 'address', 'Address is required'],
    ['a bad email', { email: 'desk at outlet' }, 'email', 'Must be valid e-mail'],
    ['a phone over 40 characters', { phone: '5'.repeat(41) }, 'phone', 'At most 40 characters'],
    ['a name with a control character', { name: 'Bad\u0007Bell' }, 'name', 'Must not contain control characters'],
  ])("answers %s with 400 and the field's message, and adds nothing", async (_label, overrides, field, message) => {
    const before = await ctx.rowCount();
    const response = await ctx.create(ctx.body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await ctx.rowCount()).toBe(before);
  });

  it('names both required fields of an empty body at once', async () => {
    const response = await ctx.create({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Name is required', address: 'Address is required' });
  });

  it('refuses the same name at the same address, whatever the case, with 409 on name', async () => {
    const existing = await ctx.insert();
    const before = await ctx.rowCount();
    const response = await ctx.create(ctx.body({ name: ` ${existing.name.toUpperCase()} `, address: existing.address.toLowerCase(), phone: null }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: pickupMessages.duplicate, fields: { name: pickupMessages.duplicate } } });
    expect(await ctx.rowCount()).toBe(before);
    // Another branch of the same business is another pickup.
    expect((await ctx.create(ctx.body({ name: existing.name, address: '9 Other Ave, Hialeah, FL' }))).statusCode).toBe(201);
  });

  it('adds one of two identical pickups sent at the same moment, and refuses the other', async () => {
    const payload = ctx.body();
    const answers = await Promise.all([ctx.create(payload), ctx.create(payload, ctx.workerV2.headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await ctx.rows()).filter((row) => row.name === payload.name)).toHaveLength(1);
  });
});

describe('PUT /api/pickups/:id', () => {
  it('replaces the pickup, clears what is left out, and logs it', async () => {
    const existing = await ctx.insert();
    const response = await ctx.update(existing.id, { name: 'Renamed Outlet', address: '5 New St, Doral, FL' });
    expect(response.statusCode, response.body).toBe(200);
    expect(zPickup.parse(response.json())).toEqual({ id: existing.id, name: 'Renamed Outlet', address: '5 New St, Doral, FL', phone: null, email: null });
    expect(await ctx.rowOf(existing.id)).toMatchObject({ name: 'Renamed Outlet', address: '5 New St, Doral, FL', phone: null, email: null });
    expect(await ctx.logsOf(existing.id)).toEqual([expect.objectContaining({ userId: ctx.worker.id, action: 'Updated pickup' })]);
  });

  it('lets a pickup keep its own name and address when only its phone changes', async () => {
    const existing = await ctx.insert();
    const response = await ctx.update(existing.id, ctx.body({ name: existing.name, address: existing.address, phone: '+1 305 555 4444' }));
    expect(response.statusCode).toBe(200);
    expect((await ctx.rowOf(existing.id))!.phone).toBe('+1 305 555 4444');
  });

  it('refuses taking the name and address of another pickup with 409, changing nothing', async () => {
    const [taken, mine] = [await ctx.insert(), await ctx.insert()];
    const response = await ctx.update(mine.id, ctx.body({ name: taken.name, address: taken.address }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ name: pickupMessages.duplicate });
    expect(await ctx.rowOf(mine.id)).toEqual(mine);
  });

  it.each([
    ['a blank name', { name: '' }, 'name', 'Name is required'],
    ['no address', { address: null }, 'address', 'Address is required'],
    ['a bad email', { email: 'not-an-email@' }, 'email', 'Must be valid e-mail'],
  ])("answers %s with 400 and the field's message, and changes nothing", async (_label, overrides, field, message) => {
    const existing = await ctx.insert();
    const response = await ctx.update(existing.id, ctx.body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await ctx.rowOf(existing.id)).toEqual(existing);
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    const before = await ctx.rows();
    const missing = await ctx.update(999_999, ctx.body());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await ctx.update('abc', ctx.body());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
    expect(await ctx.rows()).toEqual(before);
  });

  it('has no delete: a pickup that orders name stays', async () => {
    const existing = await ctx.insert();
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/pickups/${existing.id}`, headers: ctx.admin.headers });
    expect(response.statusCode).toBe(404);
    expect(await ctx.rowOf(existing.id)).toEqual(existing);
  });
});

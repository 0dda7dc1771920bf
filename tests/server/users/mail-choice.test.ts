import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMessages, zCustomer } from '../../../src/domain/users';
import { activityLogs, users } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, signedIn, type UserOptions } from '../../helpers/server/factories';
import { profileForm } from '../../helpers/server/profile-form';

// My Account: a customer turns off the mails about their parcels and invoices (received, arrived,
// ready to pay); receipts go regardless. The choice is the customer's own.

const ctx = useAppWithAdmin();

const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const put = (id: number, data: unknown, headers: Record<string, string>) => ctx.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload: { data } as object, headers });
const get = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
const me = async (options: UserOptions = { type: 'personal' }) => {
  const actor = await signedIn(ctx.app, options);
  return { ...actor, row: await rowOf(actor.id) };
};

describe("a customer's choice of mails (users.mail_updates)", () => {
  it('starts on, and a customer turns it off and on again from their profile', async () => {
    const customer = await me();
    expect(zCustomer.parse((await get(customer.id, customer.headers)).json()).mail_updates).toBe(true);

    const off = await put(customer.id, profileForm(customer.row, { mail_updates: false }), customer.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(zCustomer.parse(off.json()).mail_updates).toBe(false);
    expect((await rowOf(customer.id)).mailUpdates).toBe(false);
    expect(zCustomer.parse((await get(customer.id, customer.headers)).json()).mail_updates).toBe(false);

    const on = await put(customer.id, profileForm(customer.row, { mail_updates: true }), customer.headers);
    expect(zCustomer.parse(on.json()).mail_updates).toBe(true);
  });

  it('stays as it is when an edit leaves it out, as the admin’s customer form does', async () => {
    const customer = await me({ type: 'business' });
    await put(customer.id, profileForm(customer.row, { mail_updates: false }), customer.headers);
    expect((await put(customer.id, profileForm(customer.row, { notes: 'Call first' }), customer.headers)).statusCode).toBe(200);
    expect((await put(customer.id, profileForm(customer.row, { first_name: 'Edited' }), ctx.admin.headers)).statusCode).toBe(200);
    expect(await rowOf(customer.id)).toMatchObject({ mailUpdates: false, firstName: 'Edited', notes: 'Call first' });
  });

  it('is the customer’s own: an admin changing it gets 403 and changes nothing, sending it back unchanged is fine', async () => {
    const customer = await createUser(ctx.app, { type: 'personal' });
    const refused = await put(customer.id, profileForm(customer, { first_name: 'Changed', mail_updates: false }), ctx.admin.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: userMessages.mailUpdatesOwnOnly } });
    expect(await rowOf(customer.id)).toEqual(customer);
    expect((await put(customer.id, profileForm(customer, { mail_updates: true }), ctx.admin.headers)).statusCode).toBe(200);
  });

  it('answers a customer naming another customer with 404, changing nothing', async () => {
    const customer = await me();
    const other = await createUser(ctx.app, { type: 'personal' });
    const response = await put(other.id, profileForm(other, { mail_updates: false }), customer.headers);
    expect(response.statusCode).toBe(404);
    expect(await rowOf(other.id)).toEqual(other);
  });

  it('is no staff account’s to set: 400 on data.mail_updates, and null when read', async () => {
    for (const type of ['worker', 'admin'] as const) {
      const staff = await me({ type });
      const response = await put(staff.id, profileForm(staff.row, { mail_updates: false }), staff.headers);
      expect(response.statusCode, type).toBe(400);
      expect(response.json().error.fields).toEqual({ 'data.mail_updates': userMessages.mailUpdatesCustomersOnly });
      expect(await rowOf(staff.id)).toEqual(staff.row);
      expect(zCustomer.parse((await get(staff.id, staff.headers)).json()).mail_updates).toBeNull();
    }
  });

  it.each([['a string', 'no'], ['a number', 0], ['null', null]])('refuses %s with 400 on data.mail_updates, changing nothing', async (_label, value) => {
    const customer = await me();
    const response = await put(customer.id, profileForm(customer.row, { mail_updates: value }), customer.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ 'data.mail_updates': 'Must be true or false' });
    expect(await rowOf(customer.id)).toEqual(customer.row);
  });

  it('replays a retried change with the first answer, and refuses the key with another body with 409', async () => {
    const customer = await me();
    const headers = withIdempotencyKey(customer.headers);
    const payload = profileForm(customer.row, { mail_updates: false });
    const first = await put(customer.id, payload, headers);
    expectReplayed(first, await put(customer.id, payload, headers), 200);
    expectKeyMismatch(await put(customer.id, profileForm(customer.row, { mail_updates: true }), headers));
    expect((await rowOf(customer.id)).mailUpdates).toBe(false);
    // Customers' own changes are not staff work: nothing in the activity log.
    expect(await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, customer.id))).toEqual([]);
  });
});

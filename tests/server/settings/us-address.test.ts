import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTypes } from '../../../src/domain/constants';
import { companyContact } from '../../../src/domain/company';
import { usAddressMessages, zUsAddress } from '../../../src/domain/settings';
import { activityLogs, settings } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, itRefusesAllButAdmins, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { idempotencyKey, signedIn } from '../../helpers/server/factories';

// The Miami warehouse address customers ship to: every signed-in user reads it, admins set it.

const ctx = useAppWithAdmin({ customer: { type: 'personal' } });

type Headers = Record<string, string>;
const read = (headers: Headers = ctx.customer.headers) => ctx.app.inject({ method: 'GET', url: '/api/settings/us-address', headers });
const put = (payload: object, headers: Headers = withIdempotencyKey(ctx.admin.headers)) =>
  ctx.app.inject({ method: 'PUT', url: '/api/settings/us-address', headers, payload });

const address = (overrides: Record<string, unknown> = {}) => ({
  street: '3600 NW 79th Ave',
  city: 'Miami',
  state: 'FL',
  zip: '33166-7511',
  phone: '+1 (305) 555-0142',
  ...overrides,
});
const storedRow = async () => (await ctx.db.select().from(settings).where(eq(settings.key, 'us-address')))[0];
const logs = () => ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'setting'), eq(activityLogs.action, 'Changed Miami warehouse address')));

describe('GET /api/settings/us-address', () => {
  it('answers the company default until an admin sets an address', async () => {
    expect(await storedRow()).toBeUndefined();
    const response = await read();
    expect(response.statusCode).toBe(200);
    // companyContact.miamiAddress is ['8250 NW 25th St', 'Doral, FL 33122'].
    expect(zUsAddress.parse(response.json())).toEqual({ street: companyContact.miamiAddress[0], city: 'Doral', state: 'FL', zip: '33122', phone: companyContact.phone });
  });

  it('answers every signed-in account type, and refuses a guest and a retired token with 401', async () => {
    for (const type of accountTypes) expect((await read((await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(200);
    expect((await read({})).statusCode).toBe(401);
    expect((await read((await signedIn(ctx.app, { type: 'worker', retired: true })).headers)).statusCode).toBe(401);
  });
});

describe('PUT /api/settings/us-address', () => {
  it('stores the address, tidied, logs who changed it, and everyone then reads it', async () => {
    const response = await put(address({ street: '  3600 NW 79th Ave ', state: 'fl' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(address());
    expect(await storedRow()).toMatchObject({ value: address(), updatedBy: ctx.admin.id });
    expect(await logs()).toEqual([expect.objectContaining({ userId: ctx.admin.id, entityId: null })]);
    for (const type of ['personal', 'business', 'worker', 'basic'] as const) {
      expect((await read((await signedIn(ctx.app, { type })).headers)).json(), type).toEqual(address());
    }
  });

  it('replaces the address when set again', async () => {
    const moved = address({ street: '1500 NW 95th Ave', city: 'Doral', zip: '33172', phone: '305 555 0199' });
    expect((await put(moved)).statusCode).toBe(200);
    expect((await read()).json()).toEqual(moved);
    expect(await ctx.db.select().from(settings)).toHaveLength(1);
  });

  const badBodies = [
    ['no street', { street: undefined }, 'street', usAddressMessages.streetRequired],
    ['a blank street', { street: '   ' }, 'street', usAddressMessages.streetRequired],
    ['a street over 100 characters', { street: 'x'.repeat(101) }, 'street', 'At most 100 characters'],
    ['no city', { city: '' }, 'city', usAddressMessages.cityRequired],
    ['a state written out', { state: 'Florida' }, 'state', usAddressMessages.state],
    ['a state of digits', { state: '12' }, 'state', usAddressMessages.state],
    ['a four-digit ZIP code', { zip: '3316' }, 'zip', usAddressMessages.zip],
    ['a ZIP code with letters', { zip: '3316A' }, 'zip', usAddressMessages.zip],
    ['a phone with letters', { phone: '1-800-FLOWERS' }, 'phone', usAddressMessages.phone],
    ['a phone of 5 digits', { phone: '55501' }, 'phone', usAddressMessages.phone],
    ['no phone', { phone: null }, 'phone', usAddressMessages.phoneRequired],
    ['a street with a control character', { street: '3600\u0007 NW 79th Ave' }, 'street', 'Must not contain control characters'],
  ] as const;

  it.each(badBodies)("answers %s with 400 and the field's message, and changes nothing", async (_label, overrides, field, message) => {
    const before = await storedRow();
    const response = await put(address(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await storedRow()).toEqual(before);
  });

  it('names every missing field at once', async () => {
    const response = await put({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      street: usAddressMessages.streetRequired,
      city: usAddressMessages.cityRequired,
      state: usAddressMessages.stateRequired,
      zip: usAddressMessages.zipRequired,
      phone: usAddressMessages.phoneRequired,
    });
  });

  it('answers a retry under the same key with the first answer, and refuses the key with another body', async () => {
    const headers = { ...ctx.admin.headers, 'idempotency-key': idempotencyKey() };
    const first = await put(address({ street: '2000 NW 89th Pl' }), headers);
    const logged = (await logs()).length;
    const replay = await put(address({ street: '2000 NW 89th Pl' }), headers);
    expectReplayed(first, replay, 200);
    expect(await logs()).toHaveLength(logged);
    expectKeyMismatch(await put(address({ street: '9999 Other St' }), headers));
    expect((await read()).json()).toMatchObject({ street: '2000 NW 89th Pl' });
  });

  itRefusesAllButAdmins(
    () => ctx.app,
    'leaves the address as it was',
    async () => {
      const before = await storedRow();
      return {
        send: (headers) => put(address({ street: 'Refused St' }), withIdempotencyKey(headers)),
        changedNothing: async () => expect(await storedRow()).toEqual(before),
      };
    },
  );
});

import { describe, expect, it, onTestFinished } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSandboxGateway, sandboxCards } from '../../../src/server/payments/sandbox-gateway';
import { goodExpiry, removeSandbox, sandboxDir } from './checkout-fixtures';

/** A folder for this test alone, removed when it ends. */
const freshDir = () => {
  const dir = sandboxDir();
  onTestFinished(() => removeSandbox(dir));
  return dir;
};

const card = (number: string, overrides: { exp?: string; cvv?: string } = {}) => ({ number, exp: overrides.exp ?? goodExpiry(), cvv: overrides.cvv ?? '123', name: 'Ada Customer' });
let sequence = 0;
const charge = (gateway: ReturnType<typeof createSandboxGateway>, number: string, overrides: { exp?: string; cvv?: string; key?: string } = {}) =>
  gateway.charge({ key: overrides.key ?? `key-${++sequence}`, amountCents: 1234, card: card(number, overrides), description: 'test' });

describe('the sandbox gateway', () => {
  it('follows the test cards: any valid number approves, 4000000000000002 declines, 4000000000009995 has insufficient funds', async () => {
    const gateway = createSandboxGateway(freshDir());
    expect(await charge(gateway, sandboxCards.approved)).toEqual({ status: 'approved', reference: expect.stringMatching(/^sbx_/) });
    expect(await charge(gateway, '5555555555554444')).toMatchObject({ status: 'approved' });
    expect(await charge(gateway, sandboxCards.declined)).toEqual({ status: 'declined', reason: 'declined' });
    expect(await charge(gateway, sandboxCards.insufficientFunds)).toEqual({ status: 'declined', reason: 'insufficient_funds' });
  });

  it('refuses a number failing Luhn, an expired card and a bad CVV as invalid', async () => {
    const gateway = createSandboxGateway(freshDir());
    expect(await charge(gateway, '4242424242424241')).toEqual({ status: 'declined', reason: 'invalid' });
    expect(await charge(gateway, sandboxCards.approved, { exp: '01/2020' })).toEqual({ status: 'declined', reason: 'invalid' });
    expect(await charge(gateway, sandboxCards.approved, { cvv: '12' })).toEqual({ status: 'declined', reason: 'invalid' });
  });

  it('answers a key with its first result without charging again, and refunds once', async () => {
    const gateway = createSandboxGateway(freshDir());
    const first = await charge(gateway, sandboxCards.approved, { key: 'same' });
    // Another card under the same key: still the first answer, no second charge.
    expect(await charge(gateway, sandboxCards.declined, { key: 'same' })).toEqual(first);
    expect(await gateway.find('same')).toEqual(first);
    expect(await gateway.find('never')).toBeNull();
    const reference = first.status === 'approved' ? first.reference : '';
    await gateway.refund(reference);
    await gateway.refund(reference);
    expect(await gateway.find('same')).toEqual({ status: 'refunded', reference });
    expect(await charge(gateway, sandboxCards.approved, { key: 'same' })).toEqual(first);
    await expect(gateway.refund('sbx_unknown')).rejects.toThrow();
  });

  it('remembers its charges across a restart, from a file that holds the last four digits only', async () => {
    const dir = freshDir();
    const before = createSandboxGateway(dir);
    const approved = await charge(before, sandboxCards.approved, { key: 'kept' });
    const declined = await charge(before, sandboxCards.declined, { key: 'kept-declined' });
    const after = createSandboxGateway(dir);
    expect(await after.find('kept')).toEqual(approved);
    expect(await after.find('kept-declined')).toEqual(declined);
    const file = readFileSync(join(dir, 'sandbox-gateway.jsonl'), 'utf8');
    expect(file).toContain('"last_four":"4242"');
    expect(file).not.toContain(sandboxCards.approved);
    expect(file).not.toContain(sandboxCards.declined);
  });
});

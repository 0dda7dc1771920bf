import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cardExpired, passesLuhn } from '../../domain/checkout';
import { businessToday } from '../time';
import type { CardDetails, ChargeResult, DeclineReason, FoundCharge, PaymentGateway } from './gateway';

/** The well-known test cards: any other number that passes Luhn is approved. */
export const sandboxCards = { approved: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;

/** One line of the sandbox's file: what it answered a key, never the card beyond its last four digits. */
type Entry = {
  key: string;
  status: FoundCharge['status'];
  reference: string | null;
  reason: DeclineReason | null;
  amount_cents: number;
  last_four: string;
  at: string;
};

const fileName = 'sandbox-gateway.jsonl';

/** A torn last line (the process died mid-write) is skipped: its charge never answered anyone. */
const readEntries = (file: string): Entry[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            return line ? [JSON.parse(line) as Entry] : [];
          } catch {
            return [];
          }
        })
    : [];

/** What a real processor refuses before it asks the bank: a number failing Luhn, an expired card, a bad CVV. */
const looksInvalid = (card: CardDetails) =>
  !/^[0-9]{12,19}$/.test(card.number) ||
  !passesLuhn(card.number) ||
  !/^(0[1-9]|1[0-2])\/\d{4}$/.test(card.exp) ||
  cardExpired(card.exp, businessToday()) ||
  !/^[0-9]{3,4}$/.test(card.cvv);

const decide = (card: CardDetails): ChargeResult => {
  if (looksInvalid(card)) return { status: 'declined', reason: 'invalid' };
  if (card.number === sandboxCards.declined) return { status: 'declined', reason: 'declined' };
  if (card.number === sandboxCards.insufficientFunds) return { status: 'declined', reason: 'insufficient_funds' };
  return { status: 'approved', reference: `sbx_${randomBytes(12).toString('hex')}` };
};

/** A key's charge answers as it first did, even once refunded: the same key never charges again. */
const firstAnswer = (entry: Entry): ChargeResult =>
  entry.status === 'declined' ? { status: 'declined', reason: entry.reason ?? 'declined' } : { status: 'approved', reference: entry.reference ?? '' };

const answerOf = (entry: Entry): FoundCharge => (entry.status === 'refunded' ? { status: 'refunded', reference: entry.reference ?? '' } : firstAnswer(entry));

/**
 * The default gateway: it takes no money. It remembers every key's answer in memory and appends
 * it to DATA_DIR/sandbox-gateway.jsonl, so find and the same-key answer hold after a restart,
 * as a real processor's records would.
 */
export const createSandboxGateway = (dataDir: string): PaymentGateway => {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, fileName);
  const byKey = new Map<string, Entry>();
  const keyOfReference = new Map<string, string>();
  const remember = (entry: Entry) => {
    byKey.set(entry.key, entry);
    if (entry.reference) keyOfReference.set(entry.reference, entry.key);
  };
  for (const entry of readEntries(file)) remember(entry);
  const record = (entry: Entry) => {
    remember(entry);
    appendFileSync(file, `${JSON.stringify(entry)}\n`);
  };

  return {
    async charge({ key, amountCents, card }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`A charge is a positive number of cents, got ${amountCents}`);
      const known = byKey.get(key);
      if (known) return firstAnswer(known);
      const result = decide(card);
      record({
        key,
        status: result.status,
        reference: result.status === 'approved' ? result.reference : null,
        reason: result.status === 'declined' ? result.reason : null,
        amount_cents: amountCents,
        last_four: card.number.slice(-4),
        at: new Date().toISOString(),
      });
      return result;
    },
    async find(key) {
      const entry = byKey.get(key);
      return entry ? answerOf(entry) : null;
    },
    async refund(reference) {
      const entry = byKey.get(keyOfReference.get(reference) ?? '');
      if (!entry) throw new Error(`No sandbox charge has the reference ${reference}`);
      if (entry.status === 'approved') record({ ...entry, status: 'refunded', at: new Date().toISOString() });
    },
  };
};

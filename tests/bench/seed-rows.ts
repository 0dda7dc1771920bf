import type { AccountType } from '../../src/domain/constants';
import { seededRandom } from '../helpers/seeded-random';

/** Columns the COPY fills, in order; id and full_name come from the table. */
export const copyColumns = [
  'first_name',
  'last_name',
  'email',
  'home_phone',
  'mobile_phone',
  'account_type',
  'location_id',
  'island_id',
  'tin',
  'notes',
  'flagged',
  'special',
  'password_hash',
  'created_at',
] as const;

type Cell = string | number | boolean | null;

const firstNames = [
  'Andre', 'Brittany', 'Cedric', 'Deandra', 'Elijah', 'Felicia', 'Godfrey', 'Hannah', 'Ishmael', 'Janelle', 'Kendrick', 'Latoya',
  'Marvin', 'Nadia', 'Oswald', 'Patrice', 'Quincy', 'Rochelle', 'Shavonne', 'Tamika', 'Ulric', 'Valencia', 'Wendall', 'Yvette',
];
// Common Bahamian surnames, drawn uniformly: each matches about 1/40 of the customers.
const lastNames = [
  'Rolle', 'Knowles', 'Ferguson', 'Smith', 'Johnson', 'Bethel', 'Cartwright', 'Moss', 'Pinder', 'Saunders',
  'Thompson', 'Wallace', 'Adderley', 'Bain', 'Bowe', 'Brown', 'Butler', 'Clarke', 'Cooper', 'Curry',
  'Davis', 'Deveaux', 'Dorsett', 'Forbes', 'Gibson', 'Hanna', 'Johnson-Major', 'Lightbourne', 'Mackey', 'Major',
  'McKenzie', 'Miller', 'Munroe', 'Newbold', 'Sands', 'Seymour', 'Strachan', 'Stuart', 'Taylor', 'Williams',
];
const domains = ['gmail.com', 'yahoo.com', 'hotmail.com', 'batelnet.bs', 'coralwave.com', 'outlook.com'];

/** The fragments the bench searches for: a surname and the start of an email local part. */
export const searchFragments = { surname: 'rolle', email: 'kendrick.rolle' } as const;

const escapeCell = (value: Cell) => {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
};

const line = (cells: readonly Cell[]) => `${cells.map(escapeCell).join('\t')}\n`;

const staffAccounts: readonly { first: string; last: string; email: string; type: AccountType }[] = [
  { first: 'Bench', last: 'Admin', email: 'bench-admin@bench.test', type: 'admin' },
  { first: 'Bench', last: 'Worker', email: 'bench-worker@bench.test', type: 'worker' },
  { first: 'Bench', last: 'Warehouse', email: 'bench-warehouse@bench.test', type: 'worker-v2' },
  { first: 'Bench', last: 'Accounts', email: 'bench-accounts@bench.test', type: 'accounts' },
];
export const benchAdminEmail = staffAccounts[0]!.email;
export const staffCount = staffAccounts.length;

const phone = (random: () => number) => `+1 242 ${String(300 + Math.floor(random() * 700))} ${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;

/** COPY text-format lines: the staff first, then `customers` customers, in chunks of `chunk` rows. */
export function* seedLines(customers: number, passwordHash: string, chunk = 2_000): Generator<string> {
  const now = Date.now();
  yield staffAccounts
    .map((s) => line([s.first, s.last, s.email, null, '+1 242 555 0100', s.type, 2, 10, null, null, false, false, passwordHash, new Date(now).toISOString()]))
    .join('');
  // Deterministic, so two runs seed the same data.
  const random = seededRandom(20_240_611);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  let buffer = '';
  for (let i = 1; i <= customers; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const business = random() < 0.15;
    const createdAt = new Date(now - Math.floor(random() * 5 * 365 * 86_400_000)).toISOString();
    buffer += line([
      first,
      last,
      `${first}.${last}${i}@${pick(domains)}`.toLowerCase(),
      random() < 0.4 ? phone(random) : null,
      phone(random),
      business ? 'business' : 'personal',
      random() < 0.5 ? 1 : 2,
      random() < 0.8 ? 10 : 1 + Math.floor(random() * 19),
      business ? `${100 + (i % 900)}-${200 + (i % 700)}-${300 + (i % 600)}` : null,
      random() < 0.05 ? 'Prefers pick-up at the Harbor Bay counter.' : null,
      random() < 0.01,
      false,
      passwordHash,
      createdAt,
    ]);
    if (i % chunk === 0) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

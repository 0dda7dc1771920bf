import type { Caller } from '../../../../src/domain/access';
import { customerTypes, staffTypes, type AccountType } from '../../../../src/domain/constants';
import { signedIn } from '../factories';
import type { TestApp } from '../test-app';
import type { Person } from './records';

/** A column of the matrix: its name, its heading in the table, the headers it sends, and who the policy sees (null: nobody). */
export type Identity = { name: string; label: string; caller: Caller; headers: Record<string, string> };

const person = async (app: TestApp, name: string, type: AccountType, special = false): Promise<Person> => {
  const email = `matrix.${name}.${process.pid}@example.test`;
  return { ...(await signedIn(app, { type, special, email })), email };
};

const column = (name: string, label: string, who: Person, type: AccountType, special = false): Identity => ({
  name,
  label,
  caller: { id: who.id, account_type: type, special },
  headers: who.headers,
});

const labels: Record<AccountType, string> = { admin: 'admin', worker: 'worker', 'worker-v2': 'w-v2', accounts: 'acc', basic: 'basic', personal: 'pers', business: 'bus' };

/**
 * The owner customer, whose records every URL names, and the columns. Special staff come twice:
 * a special worker is let in by 'also' where a worker is not and by 'required' where a worker is,
 * and only a special admin shows 'refused', which shuts special staff out of a type the entry lists.
 * The other customer has records of their own, unlike the plain personal and business accounts.
 * The retired worker's token was valid when issued; the policy sees nobody behind it.
 */
export const createIdentities = async (app: TestApp, clerk: Person) => {
  const owner = await person(app, 'owner', 'personal');
  const other = await person(app, 'other', 'business');
  const plain: Identity[] = [];
  for (const type of [...staffTypes, ...customerTypes]) plain.push(column(type, labels[type], await person(app, type, type), type));
  const retired = await person(app, 'retired', 'worker');
  const retiring = await app.inject({ method: 'DELETE', url: `/api/workers/${retired.id}`, headers: clerk.headers });
  if (retiring.statusCode !== 200) throw new Error(`Retiring the worker answered ${retiring.statusCode} ${retiring.body}`);
  const columns: Identity[] = [
    { name: 'anonymous', label: 'anon', caller: null, headers: {} },
    ...plain,
    column('special worker', 'sp-w', await person(app, 'special-worker', 'worker', true), 'worker', true),
    column('special admin', 'sp-a', await person(app, 'special-admin', 'admin', true), 'admin', true),
    column('owner customer', 'owner', owner, 'personal'),
    column('other customer', 'other', other, 'business'),
    { name: 'retired worker', label: 'retired', caller: null, headers: retired.headers },
  ];
  return { owner, other, columns };
};

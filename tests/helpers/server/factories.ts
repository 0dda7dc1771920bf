import type { AccountType } from '../../../src/domain/constants';
import { users } from '../../../src/server/db/schema';
import { signToken } from '../../../src/server/http/tokens';
import { hashPassword } from '../../../src/server/passwords';
import type { TestApp } from './test-app';

export const testPassword = 'correct-horse-battery';
let cachedHash: Promise<string> | null = null;
const passwordHash = () => (cachedHash ??= hashPassword(testPassword));

let sequence = 0;

export type UserOptions = Partial<{
  type: AccountType;
  special: boolean;
  retired: boolean;
  email: string;
  firstName: string;
  lastName: string;
  flagged: boolean;
  locationId: number;
  mobilePhone: string | null;
}>;

export const createUser = async (app: TestApp, options: UserOptions = {}) => {
  const n = ++sequence;
  const type = options.type ?? 'personal';
  const [row] = await app.deps.database.db
    .insert(users)
    .values({
      firstName: options.firstName ?? `First${n}`,
      lastName: options.lastName ?? `Last${n}`,
      email: options.email ?? `user${n}.${type}.${process.pid}@example.test`,
      accountType: type,
      special: options.special ?? false,
      flagged: options.flagged ?? false,
      retiredAt: options.retired ? new Date() : null,
      mobilePhone: options.mobilePhone === undefined ? '+1 242 555 0000' : options.mobilePhone,
      locationId: options.locationId ?? 2,
      islandId: 10,
      passwordHash: await passwordHash(),
    })
    .returning();
  return row!;
};

export type Actor = { id: number; token: string; headers: { authorization: string } };

/** A signed-in user of the given type: its row, a valid token and the header to send it. */
export const signedIn = async (app: TestApp, options: UserOptions = {}): Promise<Actor> => {
  const user = await createUser(app, options);
  const token = await signToken(user.id, app.deps.config.jwtSecret);
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
};

let keySequence = 0;
export const idempotencyKey = () => `test-key-${process.pid}-${++keySequence}-${Date.now()}`;

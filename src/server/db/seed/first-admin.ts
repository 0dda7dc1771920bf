import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../passwords';

/**
 * On a database without users, creates the one admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a generated password that is returned so main.ts can print it once.
 */
export const createFirstAdmin = async (db: Db, email: string | undefined, password: string | undefined) => {
  const chosenPassword = password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    firstName: 'Site',
    lastName: 'Admin',
    email: email ?? 'admin@localhost.test',
    accountType: 'admin',
    mobilePhone: '',
    locationId: 2,
    islandId: 10,
    passwordHash: await hashPassword(chosenPassword),
  });
  return { email: email ?? 'admin@localhost.test', generatedPassword: password ? null : chosenPassword };
};

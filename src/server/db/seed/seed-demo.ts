import { sql } from 'drizzle-orm';
import type { AccountType } from '../../../domain/constants';
import type { Db } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../passwords';
import { seedDemoDeliveries } from './seed-demo-deliveries';
import { seedDemoInvoices } from './seed-demo-invoices';
import { seedDemoOrders } from './seed-demo-orders';
import { seedDemoActivity } from './seed-demo-activity';
import { seedDemoPortal } from './seed-demo-portal';
import { seedDemoShipments } from './seed-demo-shipments';

export const demoPassword = 'demo-password';

type DemoAccount = { email: string; first: string; last: string; type: AccountType; special?: boolean; tin?: string; retired?: boolean };

/** The accounts the README lists; every one signs in with demoPassword. */
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@demo.test', first: 'Ava', last: 'Admin', type: 'admin' },
  { email: 'worker@demo.test', first: 'Wes', last: 'Worker', type: 'worker' },
  { email: 'workerv2@demo.test', first: 'Vera', last: 'Warehouse', type: 'worker-v2' },
  { email: 'accounts@demo.test', first: 'Ace', last: 'Accounts', type: 'accounts' },
  { email: 'basic@demo.test', first: 'Bea', last: 'Basic', type: 'basic' },
  { email: 'owner@demo.test', first: 'Olive', last: 'Owner', type: 'admin', special: true },
  { email: 'manager@demo.test', first: 'Max', last: 'Manager', type: 'worker', special: true },
  { email: 'personal@demo.test', first: 'Pat', last: 'Personal', type: 'personal' },
  { email: 'business@demo.test', first: 'Bianca', last: 'Business', type: 'business', tin: '100-200-300' },
  { email: 'retired@demo.test', first: 'Rex', last: 'Retired', type: 'worker', retired: true },
];

const firstNames = ['Andre', 'Brittany', 'Cedric', 'Deandra', 'Elijah', 'Felicia', 'Godfrey', 'Hannah', 'Ishmael', 'Janelle', 'Kendrick', 'Latoya'];
const lastNames = ['Rolle', 'Knowles', 'Ferguson', 'Smith', 'Johnson', 'Bethel', 'Cartwright', 'Moss', 'Pinder', 'Saunders', 'Thompson', 'Wallace'];

/** Customers for the demo: names are Bahamian surnames, addresses on New Providence. */
export const demoCustomers = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
    return { first, last, email: `${first}.${last}.${i + 1}@example.test`.toLowerCase(), business: i % 7 === 0, location: (i % 2) + 1 };
  });

export const seedDemo = async (db: Db) => {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    for (const account of demoAccounts) {
      await tx
        .insert(users)
        .values({
          firstName: account.first,
          lastName: account.last,
          email: account.email,
          accountType: account.type,
          special: account.special ?? false,
          tin: account.tin ?? null,
          retiredAt: account.retired ? new Date() : null,
          mobilePhone: '+1 242 555 0100',
          homePhone: '+1 242 555 0199',
          locationId: 2,
          islandId: 10,
          passwordHash,
        })
        .onConflictDoNothing();
    }
    for (const c of demoCustomers(36)) {
      await tx
        .insert(users)
        .values({
          firstName: c.first,
          lastName: c.last,
          email: c.email,
          accountType: c.business ? 'business' : 'personal',
          tin: c.business ? `TIN-${c.email.length}${c.first.length}` : null,
          mobilePhone: '+1 242 555 0123',
          locationId: c.location,
          islandId: 10,
          passwordHash,
        })
        .onConflictDoNothing();
    }
  });
  await seedDemoOrders(db);
  await seedDemoDeliveries(db);
  await seedDemoInvoices(db);
  await seedDemoShipments(db);
  await seedDemoPortal(db);
  await seedDemoActivity(db);
};

export const countUsers = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

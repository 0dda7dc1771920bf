import { asc } from 'drizzle-orm';
import { businessToday } from '../../../src/server/time';
import { deliveries, heldPackages, packageIns, taxes } from '../../../src/server/db/schema';
import { createUser } from '../server/factories';
import { createOrder } from '../server/orders-factory';
import type { TestApp } from '../server/test-app';
import type { ChaosFixtures } from './chaos-plan';

const packagesPerOrder = 5;
const heldPerEntry = 10;

/**
 * The records the devices' changes refer to, written straight into the tables before the run:
 * packages to scan (never scanned yet), held packages to check, and deliveries to tick.
 */
export const createChaosFixtures = async (app: TestApp, sizes: { packages: number; held: number; deliveries: number }, ownerId: number): Promise<ChaosFixtures> => {
  const db = app.deps.database.db;
  const customer = await createUser(app, { type: 'personal' });
  const [tax] = await db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);
  const packageIds: number[] = [];
  while (packageIds.length < sizes.packages) {
    const { packages } = await createOrder(app, { customer: customer.id, packages: Array.from({ length: packagesPerOrder }, () => ({ checkpoint: null })) });
    packageIds.push(...packages.map((p) => p.id));
  }
  const heldPackageIds: number[] = [];
  for (let entry = 0; heldPackageIds.length < sizes.held; entry++) {
    const [made] = await db.insert(packageIns).values({ userId: ownerId, notes: `Chaos fixture ${entry}` }).returning({ id: packageIns.id });
    const rows = Array.from({ length: heldPerEntry }, (_, n) => ({ packageInId: made!.id, trackingNumber: `FIXTURE-${entry}-${n}` }));
    heldPackageIds.push(...(await db.insert(heldPackages).values(rows).returning({ id: heldPackages.id })).map((row) => row.id));
  }
  const deliveryRows = Array.from({ length: sizes.deliveries }, (_, n) => ({
    userId: customer.id,
    directions: `House ${n + 1}, Palm Street`,
    date: businessToday(),
    timeWindow: '1:00pm-3:00pm',
    weightLb: 12.5,
    totalCents: 2500,
  }));
  const deliveryIds = (await db.insert(deliveries).values(deliveryRows).returning({ id: deliveries.id })).map((row) => row.id);
  return { customerId: customer.id, taxId: tax!.id, packageIds, heldPackageIds, deliveryIds };
};

import { sql } from 'drizzle-orm';
import { defaultRateRows } from '../../../domain/pricing';
import type { Db } from '../client';
import { checkpoints, islands, locations, offices, pickups, rateVersions, taxes } from '../schema';
import * as data from './reference-data';
import { tariffCategories } from './tariff-data';

/** Reference rows on every start; existing rows are left as admins edited them. */
export const seedReference = async (db: Db) => {
  await db.transaction(async (tx) => {
    await tx.insert(locations).values([...data.locations]).onConflictDoNothing();
    await tx.insert(islands).values(data.islands).onConflictDoNothing();
    const [checkpointCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(checkpoints);
    if (checkpointCount?.n === 0) await tx.insert(checkpoints).values(data.checkpoints).onConflictDoNothing();
    await tx.insert(offices).values(data.offices).onConflictDoNothing();
    const [pickupCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(pickups);
    if (pickupCount?.n === 0) await tx.insert(pickups).values(data.pickups);
    // Prices cannot be computed without a rate book, so the rates are reference data, demo or not.
    // A key no row names yet (one a newer version added) gets its default rows; keys admins have
    // rows for are left as they are.
    const keyed = new Set((await tx.selectDistinct({ key: rateVersions.key }).from(rateVersions)).map((row) => row.key));
    const missing = defaultRateRows.filter((row) => !keyed.has(row.key));
    if (missing.length > 0) await tx.insert(rateVersions).values(missing.map(({ key, value, effective_from }) => ({ key, value, effectiveFrom: effective_from })));
    const [taxCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(taxes);
    if (taxCount?.n === 0) await tx.insert(taxes).values([...tariffCategories]);
  });
};

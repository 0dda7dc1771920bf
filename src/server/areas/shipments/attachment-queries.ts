import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipmentAttachments, users } from '../../db/schema';

export const attachmentsOfShipment = (db: Db, shipmentId: number) =>
  db
    .select({ attachment: shipmentAttachments, uploadedBy: users.fullName })
    .from(shipmentAttachments)
    .innerJoin(users, eq(users.id, shipmentAttachments.uploadedBy))
    .where(eq(shipmentAttachments.shipmentId, shipmentId))
    .orderBy(asc(shipmentAttachments.id));
export type AttachmentRow = Awaited<ReturnType<typeof attachmentsOfShipment>>[number];

export const insertAttachments = (db: Db, values: (typeof shipmentAttachments.$inferInsert)[]) => db.insert(shipmentAttachments).values(values).returning();

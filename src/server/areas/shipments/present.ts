import { centsToDollars, parseCents } from '../../../domain/pricing';
import type { Calculations, Shipment, ShipmentAttachment, ShipmentRow, UnshippedPackage } from '../../../domain/shipments';
import { fileUrl } from '../../../domain/uploads';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import type { StoredCalculations } from '../../db/schema';
import type { AttachmentRow } from './attachment-queries';
import type { PickerRow } from './package-queries';
import type { ShipmentRecord } from './queries';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export const presentAttachment = ({ attachment, uploadedBy }: AttachmentRow): ShipmentAttachment => ({
  id: attachment.id,
  file_name: attachment.fileName,
  url: fileUrl(attachment.path),
  mime_type: attachment.mimeType,
  size: attachment.sizeBytes,
  created_at: attachment.createdAt.toISOString(),
  uploaded_by: uploadedBy,
});

export type ShipmentParts = {
  record: ShipmentRecord;
  packages: readonly { packageId: number; box: string | null }[];
  boxes: readonly { name: string }[];
  attachments: readonly AttachmentRow[];
};

export const presentShipment = ({ record, packages, boxes, attachments }: ShipmentParts): Shipment => ({
  id: record.id,
  manifest_key: record.manifestKey,
  carrier: record.carrier,
  freight: dollarsOrNull(record.freightCents),
  customs: record.customs,
  arrival_date: record.arrivalDate,
  notes: record.notes,
  packages: packages.map((p) => p.packageId),
  boxes: boxes.map((box) => ({ name: box.name, packages: packages.filter((p) => p.box === box.name).map((p) => p.packageId) })),
  packages_count: packages.length,
  attachments: attachments.map(presentAttachment),
  notified_at: record.notifiedAt?.toISOString() ?? null,
  created_at: record.createdAt.toISOString(),
});

export const presentShipmentRow = (row: { id: number; manifestKey: string | null; carrier: string; arrivalDate: string; packagesCount: number }): ShipmentRow => ({
  id: row.id,
  manifest_key: row.manifestKey,
  carrier: row.carrier,
  packages_count: row.packagesCount,
  arrival_date: row.arrivalDate,
});

export const presentPickerRow = (row: PickerRow): UnshippedPackage => ({
  id: row.id,
  barcode: row.barcode,
  sect: row.sect,
  order_id: row.orderId,
  user_id: row.userId,
  client_fullname: row.customer,
  description: row.description,
  package_type: row.type,
  weight: row.weightLb,
  shipping_method: row.shippingMethod as ShippingMethod,
  created_at: row.createdAt.toISOString(),
});

export const storedCalculations = (calculations: Calculations): StoredCalculations => ({
  duty: parseCents(calculations.duty),
  levy: parseCents(calculations.levy),
  freight: parseCents(calculations.freight),
  processing: parseCents(calculations.processing),
  vat: parseCents(calculations.vat),
  lines: calculations.lines.map((line) => ({ name: line.name, value: parseCents(line.value) })),
});

export const presentCalculations = (stored: StoredCalculations | null): Calculations | null =>
  stored && {
    duty: centsToDollars(stored.duty),
    levy: centsToDollars(stored.levy),
    freight: centsToDollars(stored.freight),
    processing: centsToDollars(stored.processing),
    vat: centsToDollars(stored.vat),
    lines: stored.lines.map((line) => ({ name: line.name, value: centsToDollars(line.value) })),
  };

import { z } from 'zod';
import { zPage, zPagination, zTimestamp } from './common';
import type { AccountType } from './constants';
import { blankAsMissing, dateField, optionalText, requiredText, zIdNumber, zIdText } from './fields';
import { dollarsField } from './pricing/input-fields';
import { zShippingMethod } from './shipping-methods';
import { maxUploadSizeLabel } from './uploads';

/** Finance spec §6: shipments are for admins and workers; their attachments likewise. */
export const shipmentStaff = ['admin', 'worker'] as const satisfies readonly AccountType[];
export const mayReadShipments = (type: AccountType) => (shipmentStaff as readonly AccountType[]).includes(type);

export const shipmentsPageSize = 20;
export const shipmentReportPageSize = 50;
export const unshippedPageSize = 50;
/** Unshipped packages are counted up to this many; past it the list says "more than". */
export const unshippedCountCap = 1_000;
/** A shipment is one carrier's manifest: thousands of packages at most, a body holds their ids. */
export const maxShipmentPackages = 5_000;
export const maxShipmentBoxes = 500;
/** Finance spec §5 and §9: png, jpg, jpeg or pdf, at most 5 files an upload. */
export const maxAttachmentsPerUpload = 5;
export const attachmentField = 'file';
export const maxCalculationLines = 3;
/** Finance spec §9: the calculations dialog labels VAT as 12%. */
export const calculationVatLabel = 'VAT (12%)';

export const shipmentMessages = {
  carrierRequired: 'Carrier is required',
  arrivalDateRequired: 'Arrival Date is required',
  packagesRequired: 'Packages are required',
  packageUnknown: 'No such package',
  packageTwice: 'This package is listed twice',
  boxNameTwice: 'Another box has this name',
  boxPackageOutside: 'This package is not in the shipment',
  boxPackageTwice: 'This package is already in another box',
  /** A package belongs to at most one shipment. */
  packageShipped: (barcode: string, shipmentId: number) => `Package ${barcode} is already in shipment #${shipmentId}.`,
  noAttachments: 'There are no attachments on this shipment report.',
  attachmentType: 'Attachments must be PNG, JPG or PDF files.',
  /** Finance spec §5: 'This file exceeds the {{ maxFilesize }} limit.' with the size filled in. */
  attachmentTooLarge: `This file exceeds the ${maxUploadSizeLabel} limit.`,
  attachmentsTooMany: `Send at most ${maxAttachmentsPerUpload} files at a time.`,
  attachmentRequired: 'Choose a file to upload.',
  qbNotPaid: "A QuickBooks entry can be added only once the package's invoice is paid.",
  qbExists: 'This package already has a QuickBooks entry.',
  qbDateRequired: 'Date is required',
  notInShipment: 'This package is not in a shipment.',
} as const;

const dollars = z.number();

/** A box of a shipment: a name and the ids of its packages. */
export const zShipmentBox = z.object({ name: z.string(), packages: z.array(z.number().int()) });
export type ShipmentBox = z.infer<typeof zShipmentBox>;

export const zShipmentAttachment = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    url: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    created_at: zTimestamp,
    uploaded_by: z.string(),
  })
  .meta({ id: 'ShipmentAttachment' });
export type ShipmentAttachment = z.infer<typeof zShipmentAttachment>;

/** Finance spec §3 Shipment. freight is dollars; customs is the C13 (customs entry) number. */
export const zShipment = z
  .object({
    id: z.number().int(),
    manifest_key: z.string().nullable(),
    carrier: z.string(),
    freight: dollars.nullable(),
    customs: z.string().nullable(),
    arrival_date: z.iso.date(),
    notes: z.string().nullable(),
    packages: z.array(z.number().int()),
    boxes: z.array(zShipmentBox),
    packages_count: z.number().int(),
    attachments: z.array(zShipmentAttachment),
    /** When arrival notices last went out for the whole shipment; null until then. */
    notified_at: zTimestamp.nullable(),
    created_at: zTimestamp,
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof zShipment>;

/** One row of the shipments list. */
export const zShipmentRow = z
  .object({ id: z.number().int(), manifest_key: z.string().nullable(), carrier: z.string(), packages_count: z.number().int(), arrival_date: z.iso.date() })
  .meta({ id: 'ShipmentRow' });
export type ShipmentRow = z.infer<typeof zShipmentRow>;

export const zShipmentsPage = z
  .object({ data: z.array(zShipmentRow), meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'ShipmentsPage' });
export type ShipmentsPage = z.infer<typeof zShipmentsPage>;

export const zShipmentsQuery = z.object({
  page: zPage,
  search: z.string().trim().max(100, { error: 'At most 100 characters' }).default(''),
});

/** A package waiting for a shipment, as the picker lists it. weight in lb. */
export const zUnshippedPackage = z
  .object({
    id: z.number().int(),
    barcode: z.string(),
    sect: z.number().int(),
    order_id: z.number().int(),
    user_id: z.number().int(),
    client_fullname: z.string(),
    description: z.string(),
    package_type: z.string(),
    weight: z.number(),
    shipping_method: zShippingMethod,
    created_at: zTimestamp,
  })
  .meta({ id: 'UnshippedPackage' });
export type UnshippedPackage = z.infer<typeof zUnshippedPackage>;

/** GET /unshipped/packages: search is an order id, a package barcode or part of a customer's name (the packages list's search). */
export const zUnshippedQuery = z.object({
  page: zPage,
  search: z.string().trim().max(100, { error: 'At most 100 characters' }).default(''),
});

export const zUnshippedPage = z
  .object({
    data: z.array(zUnshippedPackage),
    meta: z.object({
      current_page: z.number().int(),
      has_next: z.boolean(),
      /** Matches, counted up to unshippedCountCap; count_capped says there are more. */
      count: z.number().int(),
      count_capped: z.boolean(),
    }),
  })
  .meta({ id: 'UnshippedPage' });
export type UnshippedPage = z.infer<typeof zUnshippedPage>;

/** GET /grouped/packages/{shipmentId}: the shipment's packages by box; box null holds those in no box. */
export const zGroupedPackages = z
  .object({ data: z.array(z.object({ box: z.string().nullable(), packages: z.array(zUnshippedPackage) })) })
  .meta({ id: 'GroupedPackages' });
export type GroupedPackages = z.infer<typeof zGroupedPackages>;

const packageIds = z
  .array(zIdNumber(shipmentMessages.packageUnknown), { error: shipmentMessages.packagesRequired })
  .max(maxShipmentPackages, { error: `At most ${maxShipmentPackages.toLocaleString('en-US')} packages` });

/** POST /shipments {data} and PUT /shipments/{id} {data} (finance spec §5). PUT replaces packages and boxes. */
export const zShipmentData = z.object({
  carrier: blankAsMissing(requiredText(shipmentMessages.carrierRequired, 100)),
  arrival_date: blankAsMissing(dateField(shipmentMessages.arrivalDateRequired)),
  manifest_key: optionalText(100),
  freight: blankAsMissing(dollarsField('Freight').nullable().optional()),
  customs: optionalText(100),
  notes: optionalText(5_000),
  packages: packageIds.min(1, { error: shipmentMessages.packagesRequired }),
  boxes: z
    .array(z.object({ name: requiredText('Box name is required', 60), packages: packageIds }), { error: 'Boxes must be a list' })
    .max(maxShipmentBoxes, { error: `At most ${maxShipmentBoxes} boxes` })
    .default([]),
});
export type ShipmentData = z.infer<typeof zShipmentData>;
export const zShipmentBody = z.object({ data: zShipmentData }).meta({ id: 'ShipmentBody' });
export type ShipmentBody = z.infer<typeof zShipmentBody>;

/**
 * Box rules a schema cannot see alone: names differ (ignoring case), and a boxed package is one of
 * the shipment's and in one box only. Answers field paths under `data`, as the errors name them.
 */
export const boxProblems = (data: Pick<ShipmentData, 'packages' | 'boxes'>): Record<string, string> => {
  const problems: Record<string, string> = {};
  const inShipment = new Set<number>();
  data.packages.forEach((id, i) => {
    if (inShipment.has(id)) problems[`data.packages.${i}`] = shipmentMessages.packageTwice;
    inShipment.add(id);
  });
  const names = new Set<string>();
  const boxed = new Set<number>();
  data.boxes.forEach((box, b) => {
    const name = box.name.trim().toLowerCase();
    if (names.has(name)) problems[`data.boxes.${b}.name`] = shipmentMessages.boxNameTwice;
    names.add(name);
    box.packages.forEach((id, i) => {
      if (!inShipment.has(id)) problems[`data.boxes.${b}.packages.${i}`] = shipmentMessages.boxPackageOutside;
      else if (boxed.has(id)) problems[`data.boxes.${b}.packages.${i}`] = shipmentMessages.boxPackageTwice;
      boxed.add(id);
    });
  });
  return problems;
};

/** The calculations dialog (finance spec §3): five amounts and up to three named lines, dollars. */
export const zCalculations = z
  .object({
    duty: dollarsField('Duty'),
    levy: dollarsField('Levy'),
    freight: dollarsField('Freight'),
    processing: dollarsField('Processing'),
    vat: dollarsField('VAT'),
    lines: z
      .array(z.object({ name: requiredText('Name is required', 100), value: dollarsField('Value') }), { error: 'Lines must be a list' })
      .max(maxCalculationLines, { error: `At most ${maxCalculationLines} named lines` })
      .default([]),
  })
  .meta({ id: 'ShipmentCalculations' });
export type Calculations = z.infer<typeof zCalculations>;
export const zCalculationsBody = z.object({ calculations: zCalculations }).meta({ id: 'ShipmentCalculationsBody' });

/** A package's QuickBooks entry: the value entered (its lines on the paid invoice) and the day it was entered. */
export const zQbEntry = z.object({ value: dollars, date: z.iso.date() });
export type QbEntry = z.infer<typeof zQbEntry>;

/**
 * One package row of the shipment report (finance spec §3). The shipment's own fields and its
 * weight totals (actualWeightTotal, dimensionalWeightTotal, chargeable_total, lb) repeat on every
 * row as the spec's flat row has them. Weights are as invoiced, or as the rates of today price
 * them for a package not yet invoiced. Money is dollars.
 */
export const zShipmentReportRow = z
  .object({
    id: z.number().int(),
    shipmentId: z.number().int(),
    manifest_key: z.string().nullable(),
    carrier: z.string(),
    freight: dollars.nullable(),
    customs: z.string().nullable(),
    actualWeightTotal: z.number().int(),
    dimensionalWeightTotal: z.number().int(),
    chargeable_total: z.number().int(),
    arrival_date: z.iso.date(),
    notified: z.boolean(),
    client_fullname: z.string(),
    user_id: z.number().int(),
    orderId: z.number().int(),
    shipping_method: zShippingMethod,
    sect: z.number().int(),
    package_type: z.string(),
    description: z.string(),
    grand_duty: dollars,
    charged_weight: z.number().int(),
    shipping_total: dollars,
    grand_levy: dollars,
    hasInvoice: z.boolean(),
    invoiceCreated: zTimestamp.nullable(),
    invoicePaid: z.boolean(),
    invoice_id: z.number().int().nullable(),
    invoice_pseudo_id: z.string().nullable(),
    c13: z.boolean(),
    qb: zQbEntry.nullable(),
    box: z.string().nullable(),
    /** The package's barcode, as its label prints it. */
    label: z.string(),
    /** When the package was first scanned at the Nassau arrival checkpoint; null until then. */
    arrived_at: zTimestamp.nullable(),
  })
  .meta({ id: 'ShipmentReportRow' });
export type ShipmentReportRow = z.infer<typeof zShipmentReportRow>;

/**
 * The report's totals (finance spec §3), in dollars. Money comes from the invoices of the shipment's
 * orders; an invoice whose packages are split over shipments counts in the one holding its
 * lowest-numbered package, so no invoice is counted twice. The *_paid totals keep paid invoices.
 */
export const zShipmentReportMeta = z.object({
  total_packages: z.number().int(),
  total_paid_packages: z.number().int(),
  arrived_packages: z.number().int(),
  notified_packages: z.number().int(),
  total_duty: dollars,
  total_levy: dollars,
  freight_subtotal: dollars,
  freight_vat: dollars,
  vat_no_freight: dollars,
  processing_total: dollars,
  pickup_total: dollars,
  c13_packages: z.number().int(),
  duty_paid: dollars,
  levy_paid: dollars,
  freight_paid: dollars,
  processing_paid: dollars,
  vat_paid: dollars,
  actual_weight_total: z.number().int(),
  dimensional_weight_total: z.number().int(),
  chargeable_total: z.number().int(),
  notes: z.string().nullable(),
  calculations: zCalculations.nullable(),
  notified_at: zTimestamp.nullable(),
  pagination: zPagination,
});
export type ShipmentReportMeta = z.infer<typeof zShipmentReportMeta>;

export const zShipmentReport = z.object({ data: z.array(zShipmentReportRow), meta: zShipmentReportMeta }).meta({ id: 'ShipmentReport' });
export type ShipmentReport = z.infer<typeof zShipmentReport>;

export const zShipmentReportQuery = z.object({ page: zPage });

/** Per file of an upload: stored, or why not. */
export const zAttachmentResult = z.union([
  z.object({ file_name: z.string(), ok: z.literal(true), attachment: zShipmentAttachment }),
  z.object({ file_name: z.string(), ok: z.literal(false), error: z.string() }),
]);
export type AttachmentResult = z.infer<typeof zAttachmentResult>;
export const zAttachmentResults = z.object({ data: z.array(zAttachmentResult) }).meta({ id: 'ShipmentAttachmentResults' });

/** What notify did: customers mailed and packages newly marked notified; a repeat mails nobody. */
export const zNotifyResult = z
  .object({ customers: z.number().int(), packages: z.number().int(), notified_at: zTimestamp.nullable() })
  .meta({ id: 'ShipmentNotifyResult' });
export type NotifyResult = z.infer<typeof zNotifyResult>;

/** POST /packages/c13 {id}. */
export const zPackageIdBody = z.object({ id: zIdNumber('Package is required') }).meta({ id: 'PackageIdBody' });
/** POST /packages/qb {id, date}: date is the day the entry was made in QuickBooks. */
export const zQbBody = z
  .object({ id: zIdNumber('Package is required'), date: blankAsMissing(dateField(shipmentMessages.qbDateRequired)) })
  .meta({ id: 'QbBody' });

export const zPackageC13 = z.object({ id: z.number().int(), c13: z.boolean() }).meta({ id: 'PackageC13' });
export const zPackageQb = z.object({ id: z.number().int(), qb: zQbEntry }).meta({ id: 'PackageQb' });

export const zShipmentIdParams = z.object({ shipmentId: zIdText });

import { packageBarcode } from '../../../src/domain/barcode';
import {
  zShipment,
  zShipmentReport,
  zShipmentReportMeta,
  zShipmentReportRow,
  zUnshippedPackage,
  type Shipment,
  type ShipmentReportMeta,
  type ShipmentReportRow,
  type UnshippedPackage,
} from '../../../src/domain/shipments';
import { sessionStore } from '../../../src/app/session/session-store';

export const signInAsWorker = () =>
  sessionStore.signIn({ token: 'worker-token', user: { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false } });

const customers = ['Andre Rolle', 'Brittany Knowles', 'Carl Ferguson', 'Dana Bethel'];

/** A package waiting for a shipment; its barcode is the real one of its id. */
export const unshipped = (id: number, over: Partial<UnshippedPackage> = {}): UnshippedPackage =>
  zUnshippedPackage.parse({
    id,
    barcode: packageBarcode(id),
    sect: (id % 12) + 1,
    order_id: 500 + id,
    user_id: 40 + (id % 4),
    client_fullname: customers[id % 4],
    description: `Parcel ${id}`,
    package_type: 'Box',
    weight: 2.5 + id,
    shipping_method: 'standard',
    created_at: '2026-03-01T15:00:00.000Z',
    ...over,
  });

export const shipment = (over: Partial<Shipment> = {}): Shipment =>
  zShipment.parse({
    id: 12,
    manifest_key: 'MAN-0012',
    carrier: 'Tropical Shipping',
    freight: 1250.5,
    customs: 'C13-778',
    arrival_date: '2026-03-10',
    notes: 'Two pallets, one damaged corner.',
    packages: [],
    boxes: [],
    packages_count: 0,
    attachments: [],
    notified_at: null,
    created_at: '2026-03-05T14:00:00.000Z',
    ...over,
  });

export const unshippedPage = (data: UnshippedPackage[], hasNext = false, page = 1) => ({
  data,
  meta: { current_page: page, has_next: hasNext, count: data.length, count_capped: false },
});

export const reportRow = (id: number, over: Partial<ShipmentReportRow> = {}): ShipmentReportRow =>
  zShipmentReportRow.parse({
    id,
    shipmentId: 12,
    manifest_key: 'MAN-0012',
    carrier: 'Tropical Shipping',
    freight: 1250.5,
    customs: 'C13-778',
    actualWeightTotal: 40,
    dimensionalWeightTotal: 52,
    chargeable_total: 55,
    arrival_date: '2026-03-10',
    notified: false,
    client_fullname: customers[id % 4],
    user_id: 40 + (id % 4),
    orderId: 500 + id,
    shipping_method: 'next-day',
    sect: 3,
    package_type: 'Box',
    description: `Parcel ${id}`,
    grand_duty: 36.25,
    charged_weight: 6,
    shipping_total: 21,
    grand_levy: 1.45,
    hasInvoice: true,
    invoiceCreated: '2026-03-06T14:00:00.000Z',
    invoicePaid: false,
    invoice_id: 31,
    invoice_pseudo_id: '26-000031',
    c13: false,
    qb: null,
    box: 'A',
    label: packageBarcode(id),
    arrived_at: null,
    ...over,
  });

export const reportMeta = (over: Partial<ShipmentReportMeta> = {}): ShipmentReportMeta =>
  zShipmentReportMeta.parse({
    total_packages: 120,
    total_paid_packages: 30,
    arrived_packages: 80,
    notified_packages: 40,
    total_duty: 1234.5,
    total_levy: 88.1,
    freight_subtotal: 2520,
    freight_vat: 302.4,
    vat_no_freight: 150.75,
    processing_total: 600,
    pickup_total: 72,
    c13_packages: 5,
    duty_paid: 400,
    levy_paid: 30.05,
    freight_paid: 900,
    processing_paid: 150,
    vat_paid: 120.6,
    actual_weight_total: 1450,
    dimensional_weight_total: 1720,
    chargeable_total: 1800,
    notes: 'Two pallets, one damaged corner.',
    calculations: null,
    notified_at: null,
    pagination: { current_page: 1, total_pages: 3, total: 120 },
    ...over,
  });

export const report = (data: ShipmentReportRow[], meta: ShipmentReportMeta = reportMeta()) => zShipmentReport.parse({ data, meta });

import { toCsv } from '../../../domain/csv';
import { billableWeight, centsToDollars, type RateBook } from '../../../domain/pricing';
import { shipmentReportPageSize, type ShipmentReport, type ShipmentReportRow } from '../../../domain/shipments';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { businessToday } from '../../time';
import { rateBookFor } from '../invoices/service';
import { pageOffset, paginationOf } from '../paging';
import { presentCalculations } from './present';
import { findShipment, type ShipmentRecord } from './queries';
import { reportCounts, reportMoney, reportRowsPage, reportWeights, type ReportRow, type WeightRow } from './report-queries';

type Weights = { actual: number; dimensional: number; charged: number };

/** As invoiced; a package not invoiced yet is weighed by the engine at today's divisor, as its invoice would be. */
const weightsOf = (row: WeightRow, book: RateBook): Weights => {
  if (row.invoiced) return { actual: row.invoiced[0]!, dimensional: row.invoiced[1]!, charged: row.invoiced[2]! };
  const weight = billableWeight({ weight: row.weightLb, length: row.lengthCm, width: row.widthCm, height: row.heightCm }, book.dim_divisor, 'cm');
  return { actual: weight.actual_lb, dimensional: weight.dimensional_lb, charged: weight.billable_lb };
};

const sumWeights = (all: readonly Weights[]): Weights =>
  all.reduce((sum, w) => ({ actual: sum.actual + w.actual, dimensional: sum.dimensional + w.dimensional, charged: sum.charged + w.charged }), { actual: 0, dimensional: 0, charged: 0 });

const presentRow = (shipment: ShipmentRecord, totals: Weights, row: ReportRow, book: RateBook): ShipmentReportRow => {
  const invoiced = row.invoice?.id != null;
  return {
    id: row.id,
    shipmentId: shipment.id,
    manifest_key: shipment.manifestKey,
    carrier: shipment.carrier,
    freight: shipment.freightCents === null ? null : centsToDollars(shipment.freightCents),
    customs: shipment.customs,
    actualWeightTotal: totals.actual,
    dimensionalWeightTotal: totals.dimensional,
    chargeable_total: totals.charged,
    arrival_date: shipment.arrivalDate,
    notified: row.notifiedAt !== null,
    client_fullname: row.customer,
    user_id: row.userId,
    orderId: row.orderId,
    shipping_method: row.shippingMethod as ShippingMethod,
    sect: row.sect,
    package_type: row.type,
    description: row.description,
    grand_duty: centsToDollars(row.line?.dutyCents ?? 0),
    charged_weight: weightsOf({ ...row, invoiced: row.line ? [row.line.actualLb, row.line.dimensionalLb, row.line.chargedWeight] : null }, book).charged,
    shipping_total: centsToDollars(row.line?.shippingTotalCents ?? 0),
    grand_levy: centsToDollars(row.line?.levyCents ?? 0),
    hasInvoice: invoiced,
    invoiceCreated: invoiced ? row.invoice!.createdAt!.toISOString() : null,
    invoicePaid: row.invoice?.status === 'paid',
    invoice_id: row.invoice?.id ?? null,
    invoice_pseudo_id: row.invoice?.pseudoId ?? null,
    c13: row.c13,
    qb: row.qb?.valueCents != null ? { value: centsToDollars(row.qb.valueCents), date: row.qb.entryDate! } : null,
    box: row.box,
    label: row.barcode,
    arrived_at: row.arrivedAt ? new Date(row.arrivedAt).toISOString() : null,
  };
};

const reportParts = async (db: Db, shipmentId: number) => {
  const shipment = await findShipment(db, shipmentId);
  if (!shipment) throw notFound('Shipment');
  const book = await rateBookFor(db, businessToday());
  const totals = sumWeights((await reportWeights(db, shipmentId)).map((row) => weightsOf(row, book)));
  return { shipment, book, totals };
};

export const shipmentReport = async (db: Db, shipmentId: number, page: number): Promise<ShipmentReport> => {
  const { shipment, book, totals } = await reportParts(db, shipmentId);
  const rows = await reportRowsPage(db, shipmentId, shipmentReportPageSize, pageOffset(page, shipmentReportPageSize));
  const counts = await reportCounts(db, shipmentId);
  const money = await reportMoney(db, shipmentId);
  return {
    data: rows.map((row) => presentRow(shipment, totals, row, book)),
    meta: {
      total_packages: counts.total,
      total_paid_packages: counts.paid,
      arrived_packages: counts.arrived,
      notified_packages: counts.notified,
      total_duty: centsToDollars(money.duty),
      total_levy: centsToDollars(money.levy),
      freight_subtotal: centsToDollars(money.freight),
      freight_vat: centsToDollars(money.freightVat),
      vat_no_freight: centsToDollars(money.vatNoFreight),
      processing_total: centsToDollars(money.processing),
      pickup_total: centsToDollars(money.pickup),
      c13_packages: counts.c13,
      duty_paid: centsToDollars(money.dutyPaid),
      levy_paid: centsToDollars(money.levyPaid),
      freight_paid: centsToDollars(money.freightPaid),
      processing_paid: centsToDollars(money.processingPaid),
      vat_paid: centsToDollars(money.vatPaid),
      actual_weight_total: totals.actual,
      dimensional_weight_total: totals.dimensional,
      chargeable_total: totals.charged,
      notes: shipment.notes,
      calculations: presentCalculations(shipment.calculations),
      notified_at: shipment.notifiedAt?.toISOString() ?? null,
      pagination: paginationOf(page, counts.total, shipmentReportPageSize),
    },
  };
};

const csvHeader = [
  'Label', 'Sect', 'Order', 'Client', 'Method', 'Type', 'Description', 'Box', 'Charged weight (lb)', 'Shipping', 'Duty', 'Levy',
  'Invoice', 'Invoice state', 'Arrived', 'Notified', 'C13', 'QB value', 'QB date',
] as const;

const invoiceState = (row: ShipmentReportRow) => (!row.hasInvoice ? 'None' : row.invoicePaid ? 'Paid' : 'Unpaid');

/** Every package row of the report, for a spreadsheet: the table the screen pages through, whole. */
export const shipmentReportCsv = async (db: Db, shipmentId: number): Promise<string> => {
  const { shipment, book, totals } = await reportParts(db, shipmentId);
  const rows = (await reportRowsPage(db, shipmentId, 2_147_483_647, 0)).map((row) => presentRow(shipment, totals, row, book));
  return toCsv(
    csvHeader,
    rows.map((row) => [
      row.label, row.sect, row.orderId, row.client_fullname, row.shipping_method, row.package_type, row.description, row.box,
      row.charged_weight, row.shipping_total.toFixed(2), row.grand_duty.toFixed(2), row.grand_levy.toFixed(2),
      row.invoice_pseudo_id, invoiceState(row), row.arrived_at, row.notified ? 'Yes' : 'No', row.c13 ? 'Yes' : 'No',
      row.qb ? row.qb.value.toFixed(2) : null, row.qb?.date ?? null,
    ]),
  );
};

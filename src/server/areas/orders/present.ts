import type { CustomerOrderRow } from '../../../domain/users';
import type { Order, OrderPackage, OrderRow } from '../../../domain/orders';
import { centsToDollars } from '../../../domain/pricing';
import { fileUrl } from '../../../domain/uploads';
import type { OrderListRow } from './list-queries';
import type { ItemWithTax, OrderHeader, OrderInvoice, PackageWithCheckpoint } from './queries';

type Upload = { id: number; path: string; fileName: string; origin: 'Customer' | 'Manual' };
type Image = { id: number; path: string; fileName: string };

export type OrderParts = {
  header: OrderHeader;
  packages: readonly PackageWithCheckpoint[];
  items: readonly ItemWithTax[];
  uploads: readonly Upload[];
  images: readonly Image[];
  /** The shipment holding the order's packages (the first one's, when they are split), for staff. */
  shipment: { shipmentId: number; box: string | null } | undefined;
};

const presentItem = ({ item, tax }: ItemWithTax): OrderPackage['items'][number] => ({
  id: item.id,
  description: item.description,
  tax_id: item.taxId,
  tax: { description: tax.description, tariff_code: tax.tariffCode },
  quantity: item.quantity,
  unit_price: centsToDollars(item.unitPriceCents),
  hazard: item.hazard,
  fragile: item.fragile,
  invoice_number: item.invoiceNumber,
  product_type: item.productType,
});

const presentPackage = ({ pkg, checkpoint }: PackageWithCheckpoint, items: readonly ItemWithTax[]): OrderPackage => ({
  id: pkg.id,
  package_type: pkg.type as OrderPackage['package_type'],
  description: pkg.description,
  itemsno: pkg.itemsNo,
  weight: pkg.weightLb,
  length: pkg.lengthCm,
  width: pkg.widthCm,
  height: pkg.heightCm,
  vendor_shipp: centsToDollars(pkg.vendorShippingCents),
  item_tax: centsToDollars(pkg.itemTaxCents),
  barcode: pkg.barcode,
  sect: pkg.sect,
  checkpoint,
  items: items.filter((row) => row.item.packageId === pkg.id).map(presentItem),
});

/** The invoice columns of the detail and of the list rows (null and false without an invoice). */
const invoiceFields = (invoice: OrderInvoice | null | undefined) => ({
  invoice_id: invoice?.id ?? null,
  invoice_pseudo_id: invoice?.pseudoId ?? null,
  invoice_paid: invoice?.status === 'paid',
  hasInvoice: invoice != null,
});

/** GET /orders/{id}. Shipment fields stay empty until that area adds its columns. */
export const presentOrder = ({ header, packages, items, uploads, images, shipment }: OrderParts): Order => {
  const { order, customer, location, pickup, invoice } = header;
  return {
    id: order.id,
    user: { id: customer.id, full_name: customer.fullName, email: customer.email, flagged: customer.flagged, location },
    client_fullname: customer.fullName,
    created_at: order.createdAt.toISOString(),
    delivery: order.shippingMethod,
    vendor: order.vendor,
    freight_name: order.freightCompany,
    freight_tracking: order.trackingNumber,
    invoice_in_box: order.invoiceInBox ? 'yes' : 'no',
    comments: order.comments,
    warehouse_via: order.warehouseVia as Order['warehouse_via'],
    drop_fname: order.dropFname,
    drop_lname: order.dropLname,
    drop_phone: order.dropPhone,
    drop_email: order.dropEmail,
    pickup,
    ...invoiceFields(invoice),
    valid_unit_price: order.validUnitPrice,
    completed: order.completed,
    shipment_id: shipment?.shipmentId ?? null,
    shipment_box: shipment?.box ?? null,
    status: order.status as Order['status'],
    add_to_sheet: order.addToSheet,
    description: order.description,
    package_types: order.packageTypes,
    uploads: uploads.map((u) => ({ id: u.id, url: fileUrl(u.path), path: u.path, file_name: u.fileName, origin: u.origin })),
    images: images.map((i) => ({ id: i.id, url: fileUrl(i.path), file_name: i.fileName })),
    packages: packages.map((p) => presentPackage(p, items)),
  };
};

/** One row of the orders list; the full description goes out and the app cuts it for the column. */
export const presentOrderRow = (row: OrderListRow, invoice: OrderInvoice | undefined): OrderRow => ({
  id: row.id,
  ...invoiceFields(invoice),
  status: row.status as OrderRow['status'],
  completed: row.completed,
  customer: { id: row.userId, full_name: row.fullName, flagged: row.flagged, location_id: row.locationId },
  method: row.shippingMethod,
  package_count: row.packageCount,
  package_types: row.packageTypes,
  created_at: row.createdAt.toISOString(),
  description: row.description,
  add_to_sheet: row.addToSheet,
});

/** A row of the Customers screen's Orders dialog. */
export const presentCustomerOrderRow = (row: OrderListRow, invoice: OrderInvoice | undefined): CustomerOrderRow => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  delivery: row.shippingMethod,
  vendor: row.vendor,
  status: row.status,
  invoice_id: invoice?.id ?? null,
});

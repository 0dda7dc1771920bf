import { zOrderFormData, type OrderFormData } from '../../../../src/domain/orders';
import type { OutboxEntry } from '../../../../src/app/offline/hooks/use-outbox';
import { outboxEntry, type EntryFields } from '../outbox-entry';

/** An order body as the form sends it: two packages, optional texts set or null, the unused via groups null. */
export const orderData = (customer = 40): OrderFormData =>
  zOrderFormData.parse({
    customer,
    shipping_method: 'next-day',
    invoice_in_box: 1,
    warehouse_via: 'courier',
    vendor: 'Amazon',
    comments: 'Left at the loading dock',
    freight_company: 'ups',
    tracking_number: '1Z999AA10123456784',
    drop_fname: null,
    drop_lname: null,
    drop_phone: null,
    drop_email: null,
    pickup_order: null,
    packages: [
      {
        type: 'box',
        description: 'Shoes',
        itemsno: 2,
        weight: 2.5,
        length: 30,
        height: 10,
        width: 20,
        vendor_shipping: 4.99,
        item_tax: 0,
        items: [
          { description: 'Running shoes', tax_id: 3, quantity: 1, unit_price: 40, hazard: false, fragile: true, invoice_number: 'INV-1', product_type: null },
          { description: 'Laces', tax_id: 3, quantity: 2, unit_price: 5.5, hazard: false, fragile: false, invoice_number: null, product_type: null },
        ],
      },
      {
        type: 'envelope',
        description: 'Papers',
        itemsno: 1,
        weight: 0.5,
        length: 32,
        height: 1,
        width: 24,
        items: [{ description: 'Manual', tax_id: 4, quantity: 1, unit_price: 12.5, hazard: true, fragile: false, invoice_number: null, product_type: 'Print' }],
      },
    ],
  });

/** An 'order-create' outbox row as useOutboxRows hands it out. */
export const orderRow = (over: EntryFields = {}): OutboxEntry =>
  // Queued just now: sent orders stay in the list for a day after they were queued.
  outboxEntry({ kind: 'order-create', payload: { workerID: 3, data: orderData() }, createdAt: new Date().toISOString(), ...over });

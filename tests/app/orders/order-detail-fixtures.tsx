import { Route, Routes, useParams } from 'react-router-dom';
import { OrderDetailScreen } from '../../../src/app/areas/orders/detail/order-detail-screen';
import { sessionStore } from '../../../src/app/session/session-store';
import type { AuthUser } from '../../../src/domain/auth';
import { zOrder, type Order } from '../../../src/domain/orders';
import { renderWithProviders } from '../../helpers/app/render';

/** An order as GET /orders/{id} answers it: one package of one item, no invoice yet. */
export const detailOrder = (over: Partial<Order> = {}): Order =>
  zOrder.parse({
    id: 501,
    user: { id: 40, full_name: 'Andre Rolle', email: 'andre@example.test', flagged: false, location: { id: 1, name: 'Madeira' } },
    client_fullname: 'Andre Rolle',
    created_at: '2026-03-04T14:00:00.000Z',
    delivery: 'next-day',
    vendor: 'Amazon',
    freight_name: 'ups',
    freight_tracking: '1Z999AA10123456784',
    invoice_in_box: 'yes',
    comments: null,
    warehouse_via: 'courier',
    drop_fname: null,
    drop_lname: null,
    drop_phone: null,
    drop_email: null,
    pickup: null,
    invoice_id: null,
    invoice_pseudo_id: null,
    invoice_paid: false,
    valid_unit_price: true,
    completed: false,
    shipment_id: null,
    shipment_box: null,
    status: 'pending',
    hasInvoice: false,
    add_to_sheet: false,
    description: 'Shoes',
    package_types: 'box',
    uploads: [],
    images: [],
    packages: [
      {
        id: 7,
        package_type: 'box',
        description: 'Shoes',
        itemsno: 1,
        weight: 3.5,
        length: 30,
        width: 20,
        height: 12,
        vendor_shipp: 5,
        item_tax: 1.25,
        barcode: 'BF0000000075',
        sect: 7,
        checkpoint: null,
        items: [
          {
            id: 9,
            description: 'Running shoes',
            tax_id: 3,
            tax: { description: 'Footwear', tariff_code: '6403' },
            quantity: 1,
            unit_price: 49.99,
            hazard: false,
            fragile: false,
            invoice_number: null,
            product_type: null,
          },
        ],
      },
    ],
    ...over,
  });

const users = {
  admin: { id: 1, first_name: 'Ada', last_name: 'Admin', account_type: 'admin', special: false },
  worker: { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false },
  specialWorker: { id: 4, first_name: 'Mona', last_name: 'Manager', account_type: 'worker', special: true },
  basic: { id: 5, first_name: 'Bea', last_name: 'Basic', account_type: 'basic', special: false },
  /** The owner of detailOrder(). */
  customer: { id: 40, first_name: 'Andre', last_name: 'Rolle', account_type: 'personal', special: false },
} satisfies Record<string, AuthUser>;

export const signInAs = (who: keyof typeof users) => sessionStore.signIn({ token: 't', user: users[who] });

const InvoicePage = () => <p>Invoice page {useParams().id}</p>;

/** The order detail at /orders/501, with a stand-in for the invoice page it may go to. */
export const renderOrderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailScreen />} />
      <Route path="/invoices/:id" element={<InvoicePage />} />
    </Routes>,
    { path: '/orders/501' },
  );

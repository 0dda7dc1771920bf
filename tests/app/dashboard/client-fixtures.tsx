import { Route, Routes, useParams } from 'react-router-dom';
import { CartButton } from '../../../src/app/areas/cart/cart-button';
import { ClientDashboardScreen } from '../../../src/app/areas/dashboard';
import { sessionStore } from '../../../src/app/session/session-store';
import type { AuthUser } from '../../../src/domain/auth';
import type { InvoiceRow } from '../../../src/domain/invoices';
import type { HistoryPackage, OrderHistoryRow } from '../../../src/domain/order-history';
import type { UsAddress } from '../../../src/domain/settings';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';

export const customer: AuthUser = { id: 1042, first_name: 'Pat', last_name: 'Personal', account_type: 'personal', special: false };
export const signInAsCustomer = () => sessionStore.signIn({ token: 'customer-token', user: customer });

export const miami: UsAddress = { street: '3600 NW 79th Ave', city: 'Miami', state: 'FL', zip: '33166', phone: '+1 305 555 0142' };

export const invoice = (id: number, overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id,
  pseudo_id: `26-0000${id}`,
  order: 300 + id,
  status: 'approved',
  type: 'online',
  value: 45.5,
  grandTotal: 45.5,
  created_at: '2026-03-02T15:00:00.000Z',
  paid_on: null,
  in_cart: false,
  ...overrides,
});

export const historyPackage = (id: number, overrides: Partial<HistoryPackage> = {}): HistoryPackage => ({
  id,
  barcode: `BF${String(id).padStart(10, '0')}`,
  package_type: 'box',
  description: `Parcel ${id}`,
  checkpoint: null,
  checkpoint_at: null,
  trackings: [],
  ...overrides,
});

export const historyOrder = (id: number, overrides: Partial<OrderHistoryRow> = {}): OrderHistoryRow => ({
  id,
  created_at: '2026-03-04T14:00:00.000Z',
  delivery: 'next-day',
  vendor: 'Amazon',
  status: 'pending',
  invoice_id: null,
  invoice_pseudo_id: null,
  invoice_paid: false,
  packages: [historyPackage(id * 10)],
  ...overrides,
});

export const historyPage = (rows: OrderHistoryRow[], page = 1, total = rows.length) => ({
  data: rows,
  meta: { pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / 10)), total } },
});

/** The API a customer's dashboard reads, answering with what a test arranges; each answer can be replaced with api.on. */
export const dashboardApi = (arranged: { address?: UsAddress; invoices?: InvoiceRow[]; orders?: OrderHistoryRow[] } = {}) => {
  const api = fakeApi();
  api.on('GET', '/settings/us-address', () => json(200, arranged.address ?? miami));
  api.on('GET', `/users/${customer.id}/invoices`, () => json(200, { data: arranged.invoices ?? [] }));
  api.on('GET', `/users/${customer.id}/orders/list`, () => json(200, historyPage(arranged.orders ?? [])));
  api.on('GET', `/users/${customer.id}/cart`, () => json(200, { data: [], total: 0 }));
  return api;
};

const Stand = ({ what }: { what: string }) => <p>{`${what} ${useParams().id}`}</p>;

/** The dashboard at its address with the top bar's cart beside it, and stand-ins for the screens it links to. */
export const renderDashboard = (path = '/client/dashboard') =>
  renderWithProviders(
    <>
      <CartButton user={customer} />
      <Routes>
        <Route path="/client/dashboard" element={<ClientDashboardScreen />} />
        <Route path="/orders/:id" element={<Stand what="Order page" />} />
        <Route path="/invoices/:id" element={<Stand what="Invoice page" />} />
      </Routes>
    </>,
    { path },
  );

import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OrdersTable } from '../../../src/app/areas/orders/list/orders-table';
import { zOrderRow, type OrderRow } from '../../../src/domain/orders';
import { renderWithProviders } from '../../helpers/app/render';

const row = (over: Partial<OrderRow>): OrderRow =>
  zOrderRow.parse({
    id: 501,
    invoice_id: null,
    invoice_pseudo_id: null,
    invoice_paid: false,
    hasInvoice: false,
    status: 'pending',
    completed: false,
    customer: { id: 40, full_name: 'Andre Rolle', flagged: false, location_id: 1 },
    method: 'next-day',
    package_count: 1,
    package_types: 'box',
    created_at: '2026-03-04T14:00:00.000Z',
    description: 'Shoes',
    add_to_sheet: false,
    ...over,
  });

const renderTable = (rows: OrderRow[]) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/orders"
        element={
          <OrdersTable
            rows={rows}
            canToggleSheet
            togglingId={null}
            onToggleSheet={vi.fn()}
            sorting={{ keys: {}, current: { column: 'created', direction: 'desc' }, onSort: vi.fn() }}
          />
        }
      />
      <Route path="/invoices/:id" element={<p>Invoice page</p>} />
      <Route path="/orders/:id" element={<p>Order page</p>} />
    </Routes>,
    { path: '/orders' },
  );

const cells = (orderId: number) => within(screen.getByRole('row', { name: new RegExp(`^${orderId} `) })).getAllByRole('cell');

describe('the invoice columns of the orders list', () => {
  it('shows N/A and No for an order without an invoice, and the invoice number as a link with Yes for one with', () => {
    renderTable([row({}), row({ id: 502, invoice_id: 31, invoice_pseudo_id: '26-000031', hasInvoice: true })]);
    expect(cells(501).slice(1, 3).map((cell) => cell.textContent)).toEqual(['N/A', 'No']);
    expect(cells(502).slice(1, 3).map((cell) => cell.textContent)).toEqual(['26-000031', 'Yes']);
    expect(screen.getByRole('link', { name: 'Invoice 26-000031 of order 502' }).getAttribute('href')).toBe('/invoices/31');
  });

  it('opens the invoice, not the order, when its link in the row is clicked', async () => {
    renderTable([row({ id: 502, invoice_id: 31, invoice_pseudo_id: '26-000031', hasInvoice: true })]);
    fireEvent.click(screen.getByRole('link', { name: 'Invoice 26-000031 of order 502' }));
    await screen.findByText('Invoice page');
    expect(screen.queryByText('Order page')).toBeNull();
  });
});

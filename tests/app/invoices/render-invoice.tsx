import { Route, Routes } from 'react-router-dom';
import { InvoiceScreen } from '../../../src/app/areas/invoices';
import { renderWithProviders } from '../../helpers/app/render';

const OrderPage = () => <p>Order detail</p>;

/** The invoice page at /invoices/:id, as the router mounts it. */
export const renderInvoice = (id = 31) =>
  renderWithProviders(
    <Routes>
      <Route path="/invoices/:id" element={<InvoiceScreen />} />
      <Route path="/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path: `/invoices/${id}` },
  );

import { onTestFinished, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ClientOrdersScreen, DeliveredNoInvoiceScreen, ReportsScreen, UnpaidInvoicesScreen } from '../../../src/app/areas/reports';
import { sessionStore } from '../../../src/app/session/session-store';
import { renderWithProviders } from '../../helpers/app/render';

export const signInAsAdmin = () =>
  sessionStore.signIn({ token: 'admin-token', user: { id: 1, first_name: 'Ada', last_name: 'Admin', account_type: 'admin', special: false } });

/** Stands in for the screens a report links to, saying where the link went. */
const Elsewhere = () => {
  const location = useLocation();
  return <p>Opened {location.pathname}</p>;
};

/** The report screens at their addresses, as the router mounts them. */
export const renderReports = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/reports" element={<ReportsScreen />} />
      <Route path="/reports/unpaid/invoices" element={<UnpaidInvoicesScreen />} />
      <Route path="/reports/client-orders" element={<ClientOrdersScreen />} />
      <Route path="/reports/delivered-no-invoice" element={<DeliveredNoInvoiceScreen />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { path },
  );

/** The files the screen hands the browser to save, by name with their text; jsdom has no object URLs, so a stand-in pair is put back afterwards. */
export const catchDownloads = () => {
  const saved: { name: string; text: Promise<string> }[] = [];
  let blob: Blob | null = null;
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (file: Blob) => ((blob = file), 'blob:csv');
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blob!.text() });
  });
  return saved;
};

/** A page of a report as the server answers it: `size` rows a page. */
export const pageOf = <T,>(rows: readonly T[], page: number, size = 50) => ({
  data: rows.slice((page - 1) * size, page * size),
  meta: { current_page: page, last_page: Math.max(1, Math.ceil(rows.length / size)), total: rows.length },
});

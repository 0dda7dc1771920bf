/**
 * The invoice's print styles, rendered with the screen and gone when it unmounts, so no other
 * screen's printout changes. The app's frame (drawer, top bar, footer, banners above the screen,
 * snackbars) and the invoice's own buttons and menu are left out; the company contact block,
 * hidden on screen, heads the page.
 */
export const invoicePrintCss = `
.invoice-print-only { display: none; }
@media print {
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-AppShell-footer,
  .mantine-AppShell-main > :not(.invoice-page), .mantine-Notifications-root,
  .invoice-no-print { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .invoice-page { padding-bottom: 0 !important; }
  .invoice-print-only { display: block; }
}
`;

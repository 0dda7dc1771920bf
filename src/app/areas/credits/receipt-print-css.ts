/**
 * The receipt's print styles, rendered with the screen and gone when it unmounts, so no other
 * screen's printout changes: the app's frame (drawer, top bar, footer, banners above the screen,
 * snackbars) and the receipt's own buttons are left out.
 */
export const receiptPrintCss = `
@media print {
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-AppShell-footer,
  .mantine-AppShell-main > :not(.receipt-page), .mantine-Notifications-root,
  .receipt-no-print { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .receipt-page table { font-size: 11pt; }
}
`;

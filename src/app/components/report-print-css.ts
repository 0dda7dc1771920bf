/**
 * Print styles of a report screen, rendered with it and gone when it unmounts, so no other
 * screen's printout changes: the app's frame (drawer, top bar, footer, banners, snackbars) and
 * anything marked `no-print` (filters, pagers, buttons) are left out, and rows never split.
 */
export const reportPrintCss = `
@media print {
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-AppShell-footer,
  .mantine-AppShell-main > :not(.report-page), .mantine-Notifications-root,
  .no-print { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .report-page tr { break-inside: avoid; }
  .report-page table { font-size: 10pt; }
}
`;

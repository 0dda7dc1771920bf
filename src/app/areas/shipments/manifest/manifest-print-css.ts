/**
 * The manifest's print styles, rendered with the screen and gone when it unmounts, so no other
 * screen's printout changes: the app's frame (drawer, top bar, footer, banners above the screen,
 * snackbars) and the manifest's own buttons are left out, and a box never starts at a page's foot.
 */
export const manifestPrintCss = `
@media print {
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-AppShell-footer,
  .mantine-AppShell-main > :not(.manifest-page), .mantine-Notifications-root,
  .manifest-no-print { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .manifest-box h3 { break-after: avoid; }
  .manifest-page tr { break-inside: avoid; }
}
`;

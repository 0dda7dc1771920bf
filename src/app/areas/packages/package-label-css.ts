/**
 * The label's own styles, rendered with it and gone when it unmounts, so the 4×6 in page size
 * never leaks into another screen's printout. Thermal label printers take 4×6 in stock with no
 * margin; only the label itself is printed.
 */
export const labelCss = `
.package-label-page { min-height: 100dvh; background: #f1f3f5; padding: 16px 8px; display: flex; flex-direction: column; align-items: center; gap: 12px; }
.package-label { box-sizing: border-box; width: 4in; max-width: 100%; min-height: 6in; background: #fff; color: #000; border: 8px solid var(--label-border); padding: 10px 12px; display: flex; flex-direction: column; gap: 6px; font-family: Arial, Helvetica, sans-serif; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.package-label h1 { margin: 0; font-size: 20px; line-height: 1.1; }
.label-top { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; }
.label-location { font-size: 15px; font-weight: 700; margin-top: 2px; }
.label-qr { width: 84px; height: 84px; flex-shrink: 0; }
.label-barcode-box { display: flex; justify-content: center; border-top: 2px solid #000; border-bottom: 2px solid #000; padding: 4px 0; }
.label-barcode { max-width: 100%; height: auto; }
.label-middle { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; }
.label-facts { display: grid; grid-template-columns: auto 1fr; column-gap: 8px; row-gap: 1px; font-size: 14px; margin: 0; }
.label-facts dt { font-weight: 700; }
.label-facts dd { margin: 0; }
.label-sect { text-align: center; border: 3px solid #000; padding: 2px 8px; min-width: 96px; }
.label-sect-caption { font-size: 12px; font-weight: 700; letter-spacing: 0.08em; }
.label-sect-number { font-size: 56px; font-weight: 800; line-height: 1; }
.label-customer { font-size: 26px; font-weight: 800; text-transform: uppercase; overflow-wrap: anywhere; line-height: 1.15; }
.label-package-no { font-size: 18px; font-weight: 700; }
.label-contact { margin-top: auto; border-top: 2px solid #000; padding-top: 4px; font-size: 11px; line-height: 1.3; }
.label-print-button { min-height: 48px; min-width: 160px; font-size: 16px; font-weight: 600; border-radius: 8px; border: none; background: #1864ab; color: #fff; cursor: pointer; }
@page { size: 4in 6in; margin: 0; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body * { visibility: hidden; }
  .package-label, .package-label * { visibility: visible; }
  .package-label-page { padding: 0; background: #fff; min-height: 0; display: block; }
  .package-label { position: fixed; top: 0; left: 0; width: 4in; height: 6in; min-height: 0; max-width: none; overflow: hidden; page-break-inside: avoid; break-inside: avoid; }
  .label-no-print { display: none !important; }
}
`;

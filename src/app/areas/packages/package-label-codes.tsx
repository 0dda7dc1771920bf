import { useEffect, useRef, useState } from 'react';

/**
 * The package's Code 128 barcode as SVG: vector bars stay sharp at any printer resolution.
 * jsbarcode loads with the label only, not with the rest of the app.
 */
export const LabelBarcode = ({ value }: { value: string }) => {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (live && svg.current)
        JsBarcode(svg.current, value, { format: 'CODE128', width: 2, height: 80, margin: 8, displayValue: true, fontSize: 18, font: 'monospace' });
    });
    return () => {
      live = false;
    };
  }, [value]);
  return <svg ref={svg} className="label-barcode" role="img" aria-label={`Barcode ${value}`} data-testid="label-barcode" />;
};

/** A QR code of the same text, for phone cameras that read QR better than long 1D codes. */
export const LabelQrCode = ({ value }: { value: string }) => {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 1, width: 240, errorCorrectionLevel: 'M' }))
      .then((url) => live && setDataUrl(url));
    return () => {
      live = false;
    };
  }, [value]);
  return dataUrl ? <img className="label-qr" src={dataUrl} alt={`QR code ${value}`} data-testid="label-qr" /> : <div className="label-qr" />;
};

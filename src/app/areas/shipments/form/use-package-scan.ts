import { useState } from 'react';
import { normalizeScannedCode } from '../../../../domain/barcode';
import type { UnshippedPackage } from '../../../../domain/shipments';
import { shipmentsApi } from '../../../api/shipments';
import { errorMessage } from '../../../components/error-message';
import { useScanFeedback } from '../../../scanner/scan-feedback';
import type { ShipmentSelection } from './use-shipment-selection';

export type ScanOutcome =
  | { kind: 'looking'; code: string }
  | { kind: 'added'; code: string; pkg: UnshippedPackage }
  | { kind: 'duplicate'; code: string; pkg: UnshippedPackage }
  | { kind: 'unknown'; code: string }
  | { kind: 'failed'; code: string; message: string };

/**
 * A barcode from the wedge scanner, the camera or typed: a package already in the shipment is a
 * repeat, one taken out of it goes back in; otherwise it is looked up among the unshipped packages
 * and added when its barcode matches exactly (the search also matches prefixes, orders and
 * customers, which a scan must not). Each outcome has its own sound, vibration and flash, and stays written on the screen.
 */
export const usePackageScan = (selection: ShipmentSelection) => {
  const feedback = useScanFeedback();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);

  const added = (code: string, pkg: UnshippedPackage) => {
    selection.add([pkg]);
    feedback.signal('ok');
    setOutcome({ kind: 'added', code, pkg });
  };

  const lookUp = async (raw: string) => {
    const code = normalizeScannedCode(raw);
    if (!code) return;
    const seen = selection.knownByBarcode(code);
    if (seen && selection.isSelected(seen.id)) {
      feedback.signal('duplicate');
      setOutcome({ kind: 'duplicate', code, pkg: seen });
      return;
    }
    if (seen) return added(code, seen);
    setOutcome({ kind: 'looking', code });
    try {
      const page = await shipmentsApi.unshipped({ search: code, page: 1 });
      const pkg = page.data.find((each) => normalizeScannedCode(each.barcode) === code);
      if (!pkg) {
        feedback.signal('unknown');
        setOutcome({ kind: 'unknown', code });
        return;
      }
      added(code, pkg);
    } catch (error) {
      feedback.signal('unknown');
      setOutcome({ kind: 'failed', code, message: errorMessage(error) });
    }
  };

  return { outcome, scan: (raw: string) => void lookUp(raw), flash: feedback.flash };
};

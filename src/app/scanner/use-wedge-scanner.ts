import { useEffect, useEffectEvent } from 'react';
import { normalizeScannedCode } from '../../domain/barcode';
import { createScanDedupe } from './dedupe';
import { listenForWedgeScans } from './wedge-listener';

/**
 * Hardware scanners that type like a keyboard, anywhere on the screen: each fast burst ending in
 * Enter or Tab calls onScan once with the raw code (normalise it with normalizeScannedCode).
 * With `dedupe`, the same code within the scanner window counts once, as the camera's reads do.
 * What happens to the keys themselves, in and out of text fields, is described at listenForWedgeScans.
 */
export const useWedgeScanner = (onScan: (code: string) => void, options: { enabled?: boolean; dedupe?: boolean } = {}) => {
  const enabled = options.enabled ?? true;
  const dedupe = options.dedupe ?? false;
  const scanned = useEffectEvent(onScan);
  useEffect(() => {
    if (!enabled) return undefined;
    const isNew = dedupe ? createScanDedupe() : () => true;
    return listenForWedgeScans(document, (code) => {
      if (isNew(normalizeScannedCode(code))) scanned(code);
    });
  }, [enabled, dedupe]);
};

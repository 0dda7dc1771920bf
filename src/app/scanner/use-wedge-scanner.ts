import { useEffect, useEffectEvent } from 'react';
import { listenForWedgeScans } from './wedge-listener';

/**
 * Hardware scanners that type like a keyboard, anywhere on the screen: each fast burst ending in
 * Enter or Tab calls onScan once with the raw code (normalise it with normalizeScannedCode).
 * What happens to the keys themselves, in and out of text fields, is described at listenForWedgeScans.
 */
export const useWedgeScanner = (onScan: (code: string) => void, options: { enabled?: boolean } = {}) => {
  const enabled = options.enabled ?? true;
  const scanned = useEffectEvent(onScan);
  useEffect(() => (enabled ? listenForWedgeScans(document, (code) => scanned(code)) : undefined), [enabled]);
};

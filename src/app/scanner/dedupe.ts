import { SCANNER_DEDUPE_MS } from '../../domain/scan';

/**
 * The camera-level filter of UX-NOTES: the same code seen again within the window counts once.
 * Every sighting restarts the window, so a label held in front of the camera (read on every
 * frame) counts once until it has been out of view for the whole window. Returns true for a new scan.
 */
export const createScanDedupe = (windowMs = SCANNER_DEDUPE_MS) => {
  const lastSeen = new Map<string, number>();
  return (code: string, now = Date.now()): boolean => {
    for (const [seen, at] of lastSeen) if (now - at >= windowMs) lastSeen.delete(seen);
    const isNew = !lastSeen.has(code);
    lastSeen.set(code, now);
    return isNew;
  };
};

import { parseTrackingNumber } from '../../../domain/tracking-numbers';

export type TrackingReading = { number: string; carrier: string | null; warning: string | null };

/**
 * A carrier's tracking number as it is held: the carrier's own form when the code is one of
 * theirs (a USPS label barcode loses its ZIP routing prefix), the code itself otherwise. A number
 * whose check digit fails is still held, with a warning to look at the label again; the carrier
 * is named only once the check passes.
 */
export const readTracking = (code: string): TrackingReading => {
  const { carrier, trackingNumber, valid } = parseTrackingNumber(code);
  if (!carrier) return { number: trackingNumber, carrier: null, warning: null };
  if (valid) return { number: trackingNumber, carrier, warning: null };
  // Of the carrier's shape but failing its check: most likely misread, so nothing is cut off it either.
  return { number: code, carrier: null, warning: `This looks like a ${carrier} number but its check digit does not match. Check the label.` };
};

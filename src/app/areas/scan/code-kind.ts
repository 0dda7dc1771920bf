import { packageIdOfBarcode } from '../../../domain/barcode';
import { parseTrackingNumber } from '../../../domain/tracking-numbers';

export type CodeKind = { kind: 'package'; packageId: number } | { kind: 'tracking'; carrier: string } | { kind: 'unrecognised' };

/**
 * What a listed code looks like before the server has seen it: one of our package barcodes, a
 * carrier's tracking number, or neither. Neither is still sent, since the server may know it.
 */
export const kindOfCode = (code: string): CodeKind => {
  const packageId = packageIdOfBarcode(code);
  if (packageId !== null) return { kind: 'package', packageId };
  const tracking = parseTrackingNumber(code);
  return tracking.carrier && tracking.valid ? { kind: 'tracking', carrier: tracking.carrier } : { kind: 'unrecognised' };
};

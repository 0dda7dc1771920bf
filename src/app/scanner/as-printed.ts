import { upcaOfEan13 } from '../../domain/barcode-gs1';
import type { Decoded } from './decoded';

/**
 * A code as its label prints it. zxing-cpp reports a UPC-A as the EAN-13 it also is, a 0 in front
 * (and some native detectors do the same): it comes back as its 12 digits, format UPCA.
 */
export const asPrinted = (decoded: Decoded): Decoded => {
  const upca = decoded.format === 'EAN13' ? upcaOfEan13(decoded.text) : null;
  return upca ? { text: upca, format: 'UPCA' } : decoded;
};

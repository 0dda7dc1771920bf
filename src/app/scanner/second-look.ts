import { gs1CheckPasses } from '../../domain/barcode-gs1';
import type { Decoded } from './decoded';

/** Formats whose text ends in a GS1 check digit. */
const gs1Formats = new Set(['EAN13', 'UPCA', 'EAN8']);

/**
 * The checks of a code's own kind, as this app makes them whatever the decoder said: an EAN or
 * UPC's check digit. Code 128, QR, Data Matrix and PDF417 carry their checksums or error
 * correction inside the symbol, which zxing verifies before it calls a read valid.
 */
export const passesChecksOfItsKind = ({ text, format }: Decoded): boolean => !gs1Formats.has(format) || gs1CheckPasses(text);

/** contradicted: an altered look read another text than the one held; neither is held any more. */
export type Verdict = { kind: 'accepted'; decoded: Decoded } | { kind: 'held' } | { kind: 'contradicted' } | { kind: 'none' };

/**
 * The rule against wrong reads (docs/decisions.md, issue 20). A look at the image as the camera
 * gave it is taken as read. A look at an image this app altered (sharpened) can invent edges, and
 * with them a wrong code whose check digit still passes: its read must pass the checks of its kind
 * and is then held until a second altered look (another sharpening of the same photo, or of the
 * next camera frame) reads the same text. Only then is it accepted. Two altered looks that read
 * different texts contradict each other, and neither is trusted.
 */
export const createSecondLook = () => {
  let held: string | null = null;
  return {
    offer: (decoded: Decoded | null, altered: boolean): Verdict => {
      if (!decoded) return { kind: 'none' };
      if (!altered) return { kind: 'accepted', decoded };
      if (!passesChecksOfItsKind(decoded)) return { kind: 'none' };
      const key = `${decoded.format}\n${decoded.text}`;
      if (held === key) return { kind: 'accepted', decoded };
      if (held !== null) {
        held = null;
        return { kind: 'contradicted' };
      }
      held = key;
      return { kind: 'held' };
    },
    /** Drops the held read: a new round of camera frames starts afresh. */
    forget: () => {
      held = null;
    },
  };
};

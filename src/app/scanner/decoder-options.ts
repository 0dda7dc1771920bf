import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * What the scanner reads, shared by the app's worker, the Node decode test and the bench, so the
 * figures in docs/performance.md are those of the app. Package labels are Code 128 and QR,
 * carrier labels add Code 39, PDF417 and Data Matrix, and retail goods EAN-13 and UPC-A.
 */
export const scanFormats = ['Code128', 'Code39', 'EAN13', 'UPCA', 'QRCode', 'DataMatrix', 'PDF417'] as const;
export type ScanFormat = (typeof scanFormats)[number];

/** The same formats under the names of the native BarcodeDetector. */
export const nativeFormatNames: Record<ScanFormat, string> = {
  Code128: 'code_128',
  Code39: 'code_39',
  EAN13: 'ean_13',
  UPCA: 'upc_a',
  QRCode: 'qr_code',
  DataMatrix: 'data_matrix',
  PDF417: 'pdf417',
};

type UnsharpMask = { radius: number; amount: number };

/**
 * One attempt at a frame: reader options, and an unsharp mask first (radius in pixels, amount) or
 * none. A sharpened read needs a second look before it counts (second-look.ts): on a still image,
 * the same pass with the mask of `secondLook`; on a live camera, that second look at the next frame.
 */
export type DecodePass = { name: string; options: ReaderOptions; sharpen: (UnsharpMask & { secondLook: UnsharpMask }) | null };

const base = { formats: [...scanFormats], maxNumberOfSymbols: 1, textMode: 'Plain', tryHarder: true } satisfies ReaderOptions;
const upright = { ...base, tryRotate: false, tryInvert: false, tryDownscale: false } satisfies ReaderOptions;
const quickLook = { ...upright, tryHarder: false } satisfies ReaderOptions;

/**
 * The passes, in the order a still image (a photo, a test image) goes through them until one
 * reads it (decodeStill). Figures in docs/performance.md "Scanning".
 *
 * - fast: a quick look (tryHarder off: fewer scan lines) for upright, dark-on-light codes; a label
 *   held up to the camera at a checkpoint, and half the cost of a thorough look.
 * - turned: a thorough look, 90/180/270° turns, light-on-dark codes and a downscaled try for big,
 *   blurred codes: zxing-wasm's defaults, except that it halves images from 300 px up (rather than
 *   thirds from 500 px), which reads two more of the blurred 480×360 photos.
 * - sharpened, sharpened more: phone photos fail mostly on blur. An unsharp mask of radius 1 and
 *   then 2 reads 5 more of the ZXing photos the passes before miss. Upright only: with turns as well
 *   they cost two to four times as much and read no more of them. Their second looks on a still
 *   (a stronger mask of the same radius, a wider one of the same strength) read those 5 as well,
 *   and not the wrong texts a single sharpened look gave on ZXing's UPC-A photos.
 */
export const decodePasses: readonly DecodePass[] = [
  { name: 'fast', options: quickLook, sharpen: null },
  { name: 'turned', options: { ...base, tryRotate: true, tryInvert: true, tryDownscale: true, downscaleThreshold: 300, downscaleFactor: 2 }, sharpen: null },
  { name: 'sharpened', options: upright, sharpen: { radius: 1, amount: 2, secondLook: { radius: 1, amount: 3 } } },
  { name: 'sharpened more', options: upright, sharpen: { radius: 2, amount: 2, secondLook: { radius: 3, amount: 2 } } },
];

/**
 * A live camera sends 10–15 near-identical frames a second, so the worker tries one pass per
 * frame (indexes into decodePasses) and moves along this list after each miss: two quick looks
 * for each thorough one. A frame with nothing readable, which is most of them, mostly costs the
 * fast pass, and a code only a later pass reads is still read within nine frames (under a second).
 * A sharpened read is held, and the next frame gets the same pass with its second look's mask.
 */
export const liveSchedule: readonly number[] = [0, 0, 1, 0, 0, 2, 0, 0, 3];

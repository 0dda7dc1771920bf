import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Decoded } from '../../../../src/app/scanner/decoded';
import { decodePng } from './png-pixels';

/** ZXing's black-box test images with the expected text beside each (README.md there), beside the repository. */
export const barcodePhotosDir = process.env.BARCODE_PHOTOS ?? resolve(process.cwd(), '../shared/data/barcodes');

/** binary: the expected content is raw bytes (a .bin), not text. */
export type BarcodePhoto = { folder: string; name: string; path: string; expected: Buffer; binary: boolean };

const imagePattern = /\.(png|jpg)$/;

export const listPhotoFolders = () =>
  readdirSync(barcodePhotosDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The images of one folder; the expected text is the .txt beside each, or the raw bytes of a .bin. */
export const listPhotos = (folder: string): BarcodePhoto[] =>
  readdirSync(join(barcodePhotosDir, folder))
    .filter((name) => imagePattern.test(name))
    .sort()
    .map((name) => {
      const base = join(barcodePhotosDir, folder, name.replace(imagePattern, ''));
      const binary = !existsSync(`${base}.txt`);
      return { folder, name, path: join(barcodePhotosDir, folder, name), expected: readFileSync(binary ? `${base}.bin` : `${base}.txt`), binary };
    });

export const readPhotoPixels = (photo: BarcodePhoto) => {
  if (!photo.name.endsWith('.png')) throw new Error(`${photo.path}: only PNG images are decoded here`);
  return decodePng(readFileSync(photo.path));
};

/**
 * Correct only when the text equals the expected file. Plain text mode gives binary content one
 * character per byte (ISO-8859-1), so a .bin compares as latin1.
 */
export const isExpected = (photo: BarcodePhoto, decoded: Decoded | null) =>
  decoded !== null && Buffer.from(decoded.text, photo.binary ? 'latin1' : 'utf8').equals(photo.expected);

import { beforeAll, describe, expect, it } from 'vitest';
import { createFrameDecoder, decodeStill, decodeWithPass } from '../../../src/app/scanner/decode-frame';
import { decodePasses, liveSchedule } from '../../../src/app/scanner/decoder-options';
import { isExpected, listPhotos, readPhotoPixels, type BarcodePhoto } from '../../helpers/app/scanner/barcode-photos';
import { prepareZxingInNode } from '../../helpers/app/scanner/zxing-node';

/** The real photos and renderings of ZXing's test set (../shared/data/barcodes), one or two per format. */
const photo = (folder: string, name: string): BarcodePhoto => {
  const found = listPhotos(folder).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${folder}/${name} is missing from the barcode photos`);
  return found;
};

beforeAll(async () => {
  await prepareZxingInNode();
});

describe('decoding real barcode images with the app’s decoder (zxing-wasm)', () => {
  it.each([
    ['code128-1', '1.png', 'Code128'],
    ['code39-1', '1.png', 'Code39'],
    ['ean13-2', '03.png', 'EAN13'],
    ['qrcode-3', '01.png', 'QRCode'],
    ['datamatrix-1', 'EDIFACT.png', 'DataMatrix'],
    ['pdf417-1', '01.png', 'PDF417'],
    ['pdf417-1', '09.png', 'PDF417'],
  ])('reads %s/%s as its expected %s', async (folder, name, format) => {
    const image = photo(folder, name);
    const decoded = await decodeStill(readPhotoPixels(image));
    expect(decoded?.format).toBe(format);
    expect(isExpected(image, decoded)).toBe(true);
  });

  it('reads a blurred phone photo that the plain passes miss, by sharpening on a retry', async () => {
    const image = photo('ean13-2', '01.png');
    const pixels = readPhotoPixels(image);
    for (const pass of decodePasses.filter((candidate) => !candidate.sharpen)) expect(await decodeWithPass(pixels, pass)).toBeNull();
    const decoded = await decodeStill(pixels);
    expect(decoded?.pass).toMatch(/^sharpened/);
    expect(isExpected(image, decoded)).toBe(true);
  });

  it('reads a code that only a later pass reads within one round of live frames, then starts over', async () => {
    const decodeFrame = createFrameDecoder();
    const pixels = readPhotoPixels(photo('ean13-2', '01.png'));
    const answers = [];
    for (let frame = 0; frame < liveSchedule.length; frame++) answers.push(await decodeFrame(pixels));
    expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
    // After a read the next frame gets the fast pass again, which misses this blurred photo.
    expect(await decodeFrame(pixels)).toBeNull();
  });

  it('finds nothing in an image without a barcode', async () => {
    const blank = { data: new Uint8ClampedArray(320 * 240 * 4).fill(200), width: 320, height: 240 };
    expect(await decodeStill(blank)).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFrameDecoder, decodeStill, decodeWithPass } from '../../../src/app/scanner/decode-frame';
import type { Decoded } from '../../../src/app/scanner/decoded';
import { decodePasses, liveSchedule } from '../../../src/app/scanner/decoder-options';
import { passesChecksOfItsKind } from '../../../src/app/scanner/second-look';
import { isExpected, listPhotos, readPhotoPixels } from '../../helpers/app/scanner/barcode-photos';
import { decodePng } from '../../helpers/app/scanner/png-pixels';
import { prepareZxingInNode } from '../../helpers/app/scanner/zxing-node';

/** UPC-A photos from ZXing's test set kept beside this test (photos/README.md says which and why). */
const upcaPhoto = (name: string) => {
  const path = join(import.meta.dirname, 'photos', name);
  return { pixels: decodePng(readFileSync(`${path}.png`)), printed: readFileSync(`${path}.txt`, 'utf8').trim() };
};

const sharpenedPasses = decodePasses.filter((pass) => pass.sharpen);

/** Every frame of two rounds of the live schedule on the same picture: what a camera held still would report. */
const liveAnswers = async (pixels: ReturnType<typeof decodePng>) => {
  const decodeFrame = createFrameDecoder();
  const answers: Decoded[] = [];
  for (let frame = 0; frame < 2 * liveSchedule.length; frame++) {
    const answer = await decodeFrame(pixels);
    if (answer) answers.push(answer);
  }
  return answers;
};

beforeAll(async () => {
  await prepareZxingInNode();
});

describe('UPC-A as printed', () => {
  it('reads a UPC-A label as its 12 digits with the format UPCA, as a still and from live frames', async () => {
    const { pixels, printed } = upcaPhoto('upca-1-2');
    expect(printed).toMatch(/^0\d{11}$/);
    expect(await decodeStill(pixels)).toMatchObject({ text: printed, format: 'UPCA' });
    const [first] = await liveAnswers(pixels);
    expect(first).toEqual({ text: printed, format: 'UPCA' });
  });
});

describe('no wrong reads from a sharpened image', () => {
  it.each(['upca-2-06', 'upca-2-10'])('%s: a single sharpened look reads a wrong code that passes its check digit, and the scanner reports nothing', async (name) => {
    const { pixels, printed } = upcaPhoto(name);
    const single = (await Promise.all(sharpenedPasses.map((pass) => decodeWithPass(pixels, pass)))).filter((look) => look !== null);
    const wrong = single.filter((look) => look.text !== printed);
    expect(wrong.length).toBeGreaterThan(0);
    for (const look of wrong) expect(passesChecksOfItsKind(look)).toBe(true);
    expect(await decodeStill(pixels)).toBeNull();
    expect((await liveAnswers(pixels)).filter((answer) => answer.text !== printed)).toEqual([]);
  });

  it.each(['02.png', '10.png', '21.png'])('still reads ean13-2/%s, which only sharpening reads, once a second look agrees', async (name) => {
    const image = listPhotos('ean13-2').find((photo) => photo.name === name)!;
    const decoded = await decodeStill(readPhotoPixels(image));
    expect(decoded?.pass).toMatch(/^sharpened/);
    expect(isExpected(image, decoded)).toBe(true);
  });

  it('does not take ean13-2/21.png’s wider sharpening, which reads the other barcode on the photo, alone', async () => {
    const image = listPhotos('ean13-2').find((photo) => photo.name === '21.png')!;
    const pixels = readPhotoPixels(image);
    const wider = await decodeWithPass(pixels, decodePasses.find((pass) => pass.name === 'sharpened more')!);
    expect(wider?.text).toBe('1920081045006');
    expect(isExpected(image, await decodeStill(pixels))).toBe(true);
  });
});

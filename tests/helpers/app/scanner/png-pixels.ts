import { inflateSync } from 'node:zlib';
import type { Frame } from '../../../../src/app/scanner/sharpen';

type Header = { width: number; height: number; bitDepth: number; colourType: number };

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const readChunks = (png: Buffer) => {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let header: Header | null = null;
  let palette: Buffer = Buffer.alloc(0);
  let transparency: Buffer = Buffer.alloc(0);
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      if (body[12] !== 0) throw new Error('interlaced PNGs are not supported');
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8]!, colourType: body[9]! };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  if (!header) throw new Error('PNG without IHDR');
  return { header, palette, transparency, compressed: Buffer.concat(data) };
};

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes the per-row filters; returns the raw scanlines without their filter bytes. */
const unfilter = (raw: Buffer, rowBytes: number, height: number, bytesPerPixel: number) => {
  const out = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (rowBytes + 1)]!;
    const source = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const left = x >= bytesPerPixel ? out[row + x - bytesPerPixel]! : 0;
      const up = y > 0 ? out[row - rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? out[row - rowBytes + x - bytesPerPixel]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter}`);
      out[row + x] = (raw[source + x]! + predictor) & 0xff;
    }
  }
  return out;
};

/**
 * RGBA pixels of a non-interlaced PNG, composited over white the way a page shows it: a few of the
 * test images have a transparent background, which would otherwise read as black.
 */
export const decodePng = (png: Buffer): Frame => {
  const { header, palette, transparency, compressed } = readChunks(png);
  const { width, height, bitDepth, colourType } = header;
  const channels = channelsOf[colourType];
  if (!channels || (bitDepth !== 8 && colourType !== 3 && colourType !== 0)) throw new Error(`unsupported PNG: colour type ${colourType}, depth ${bitDepth}`);
  const rowBytes = Math.ceil((width * channels * bitDepth) / 8);
  const rows = unfilter(inflateSync(compressed), rowBytes, height, Math.max(1, (channels * bitDepth) / 8));
  const data = new Uint8ClampedArray(width * height * 4);
  const sample = (row: number, x: number) => {
    if (bitDepth === 8) return rows[row + x]!;
    const bit = x * bitDepth;
    return (rows[row + (bit >> 3)]! >> (8 - bitDepth - (bit & 7))) & ((1 << bitDepth) - 1);
  };
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let x = 0; x < width; x++) {
      let rgba: [number, number, number, number];
      if (colourType === 3) {
        const index = sample(row, x);
        rgba = [palette[index * 3]!, palette[index * 3 + 1]!, palette[index * 3 + 2]!, transparency[index] ?? 255];
      } else if (colourType === 0) {
        const grey = Math.round((sample(row, x) * 255) / ((1 << bitDepth) - 1));
        rgba = [grey, grey, grey, 255];
      } else {
        const at = row + x * channels;
        const c = (i: number) => rows[at + i]!;
        rgba = channels === 2 ? [c(0), c(0), c(0), c(1)] : [c(0), c(1), c(2), channels === 4 ? c(3) : 255];
      }
      const alpha = rgba[3] / 255;
      const to = (y * width + x) * 4;
      for (let i = 0; i < 3; i++) data[to + i] = rgba[i]! * alpha + 255 * (1 - alpha);
      data[to + 3] = 255;
    }
  }
  return { data, width, height };
};

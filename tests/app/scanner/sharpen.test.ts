import { describe, expect, it } from 'vitest';
import { sharpenFrame, type Frame } from '../../../src/app/scanner/sharpen';

/** A grey frame from rows of levels, as RGBA. */
const frameOf = (rows: number[][]): Frame => {
  const [height, width] = [rows.length, rows[0]!.length];
  const data = new Uint8ClampedArray(width * height * 4);
  rows.flat().forEach((level, i) => data.set([level, level, level, 255], i * 4));
  return { data, width, height };
};

const levels = (frame: Frame) => Array.from({ length: frame.width * frame.height }, (_, i) => frame.data[i * 4]!);

describe('sharpenFrame', () => {
  it('leaves an even area as it is', () => {
    const flat = frameOf(Array.from({ length: 5 }, () => Array(6).fill(120)));
    expect(levels(sharpenFrame(flat, 1, 2))).toEqual(levels(flat));
  });

  it('steepens a soft edge: dark gets darker and light lighter beside it, in grey and opaque', () => {
    const soft = frameOf(Array.from({ length: 3 }, () => [40, 40, 80, 160, 200, 200]));
    const sharp = sharpenFrame(soft, 1, 2);
    const middle = levels(sharp).slice(6, 12);
    expect(middle[2]).toBeLessThan(80);
    expect(middle[3]).toBeGreaterThan(160);
    expect(middle[0]).toBe(40);
    expect(middle[5]).toBe(200);
    for (let i = 0; i < 18; i++) {
      expect(sharp.data[i * 4 + 1]).toBe(sharp.data[i * 4]);
      expect(sharp.data[i * 4 + 3]).toBe(255);
    }
  });
});

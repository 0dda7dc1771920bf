import JsBarcode from 'jsbarcode';
import type { Frame } from '../../src/app/scanner/sharpen';

export const frameWidth = 1280;
export const frameHeight = 720;

/** A fixed-seed generator, so every run measures the same frames. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

/**
 * What a camera at a checkpoint sees between labels: uneven light over boxes, edges and shadows,
 * and sensor noise. Flat grey would flatter the decoder; edges are what its detectors chase.
 */
const drawScene = (random: () => number) => {
  const grey = new Float32Array(frameWidth * frameHeight);
  for (let y = 0; y < frameHeight; y++)
    for (let x = 0; x < frameWidth; x++) grey[y * frameWidth + x] = 120 + 50 * Math.sin(x / 300) + 30 * Math.cos(y / 200);
  for (let box = 0; box < 60; box++) {
    const [left, top] = [Math.floor(random() * frameWidth), Math.floor(random() * frameHeight)];
    const [width, height, level] = [Math.floor(random() * 200 + 10), Math.floor(random() * 150 + 5), random() * 255];
    for (let y = top; y < Math.min(frameHeight, top + height); y++) for (let x = left; x < Math.min(frameWidth, left + width); x++) grey[y * frameWidth + x] = level;
  }
  return grey;
};

/** The bars of a Code 128 as jsbarcode encodes them ('1' = dark module), without drawing anything. */
const code128Modules = (text: string) => {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { format: 'CODE128' });
  return (target.encodings ?? []).map((encoding) => encoding.data).join('');
};

/** A white label with the package's Code 128, 3 px per module, as a label looks from about 30 cm. */
const drawLabel = (grey: Float32Array, text: string) => {
  const modules = code128Modules(text);
  const moduleWidth = 3;
  const left = Math.floor((frameWidth - modules.length * moduleWidth) / 2);
  const top = 280;
  for (let y = top - 40; y < top + 160; y++) for (let x = left - 60; x < left + modules.length * moduleWidth + 60; x++) grey[y * frameWidth + x] = 235;
  for (let y = top; y < top + 120; y++)
    for (let m = 0; m < modules.length; m++) if (modules[m] === '1') for (let k = 0; k < moduleWidth; k++) grey[y * frameWidth + left + m * moduleWidth + k] = 30;
};

const toFrame = (grey: Float32Array, random: () => number): Frame => {
  const data = new Uint8ClampedArray(frameWidth * frameHeight * 4);
  for (let i = 0; i < grey.length; i++) {
    const value = grey[i]! + (random() - 0.5) * 12;
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  }
  return { data, width: frameWidth, height: frameHeight };
};

/** A 1280×720 frame with nothing readable in it. */
export const emptyFrame = () => {
  const random = randomFrom(1);
  return toFrame(drawScene(random), random);
};

/** The same kind of frame with a package label in view. */
export const labelFrame = (code: string) => {
  const random = randomFrom(2);
  const grey = drawScene(random);
  drawLabel(grey, code);
  return toFrame(grey, random);
};

import { writeFileSync } from 'node:fs';
import JsBarcode from 'jsbarcode';

/** The modules of a Code 128 as jsbarcode encodes it ('1' = a dark module); no canvas needed. */
const code128Modules = (text: string) => {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { format: 'CODE128' });
  const modules = (target.encodings ?? []).map((encoding) => encoding.data).join('');
  if (!modules) throw new Error(`jsbarcode could not encode ${text}`);
  return modules;
};

export type FakeCameraOptions = { width?: number; height?: number; moduleWidth?: number; frames?: number };

/**
 * A Y4M video (YUV 4:2:0) of a package label: a black-on-white Code 128 of `text` in the middle of
 * a grey scene. Chromium plays it in a loop as the camera with
 * `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>`.
 */
export const writeBarcodeY4m = (path: string, text: string, options: FakeCameraOptions = {}) => {
  const { width = 1280, height = 720, moduleWidth = 4, frames = 2 } = options;
  const modules = code128Modules(text);
  const quietZone = 10 * moduleWidth;
  const barsWidth = modules.length * moduleWidth;
  if (barsWidth + 2 * quietZone > width) throw new Error(`${text} is too long for a ${width} px frame at ${moduleWidth} px a module`);
  const luma = Buffer.alloc(width * height, 128);
  const [left, top, barHeight] = [Math.floor((width - barsWidth) / 2), Math.floor(height / 2) - 100, 200];
  for (let y = top - 40; y < top + barHeight + 40; y++) luma.fill(255, y * width + left - quietZone, y * width + left + barsWidth + quietZone);
  for (let y = top; y < top + barHeight; y++)
    for (let m = 0; m < modules.length; m++) if (modules[m] === '1') luma.fill(0, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
  // No colour: both chroma planes at their midpoint, a quarter of the pixels each.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
};

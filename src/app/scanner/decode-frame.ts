import { readBarcodes } from 'zxing-wasm/reader';
import { decodePasses, liveSchedule, type DecodePass } from './decoder-options';
import { sharpenFrame, type Frame } from './sharpen';

/** A code read from a frame; format is zxing's name (Code128, QRCode, EAN13, …). */
export type Decoded = { text: string; format: string };

/**
 * One pass over one frame. The caller has prepared the zxing module (the worker with its
 * self-hosted .wasm, Node with the file's bytes). zxing-wasm reads any { data, width, height }.
 */
export const decodeWithPass = async (frame: Frame, pass: DecodePass): Promise<Decoded | null> => {
  const input = pass.sharpen ? sharpenFrame(frame, pass.sharpen.radius, pass.sharpen.amount) : frame;
  const [result] = await readBarcodes({ data: input.data, width: input.width, height: input.height, colorSpace: 'srgb' } satisfies ImageData, pass.options);
  return result && result.isValid && result.text ? { text: result.text, format: result.format } : null;
};

/** A still image (a photo, a test image): every pass in turn until one reads it. */
export const decodeStill = async (frame: Frame): Promise<(Decoded & { pass: string }) | null> => {
  for (const pass of decodePasses) {
    const decoded = await decodeWithPass(frame, pass);
    if (decoded) return { ...decoded, pass: pass.name };
  }
  return null;
};

/** A live camera: one pass per frame along liveSchedule, moving on after a miss and back to the start after a read. */
export const createFrameDecoder = () => {
  let step = 0;
  return async (frame: Frame): Promise<Decoded | null> => {
    const decoded = await decodeWithPass(frame, decodePasses[liveSchedule[step]!]!);
    step = decoded ? 0 : (step + 1) % liveSchedule.length;
    return decoded;
  };
};

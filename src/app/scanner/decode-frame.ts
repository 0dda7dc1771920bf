import { readBarcodes } from 'zxing-wasm/reader';
import { asPrinted } from './as-printed';
import type { Decoded } from './decoded';
import { decodePasses, liveSchedule, type DecodePass } from './decoder-options';
import { createSecondLook } from './second-look';
import { sharpenFrame, type Frame } from './sharpen';

/** This app alters the image before zxing sees it; zxing's own turns, inversion and downscaling are its ordinary reading. */
const altersImage = (pass: DecodePass) => pass.sharpen !== null;

/**
 * One pass over one frame, the code as its label prints it (a UPC-A in 12 digits). The caller has
 * prepared the zxing module (the worker with its self-hosted .wasm, Node with the file's bytes).
 * zxing-wasm reads any { data, width, height }. One look: decodeStill and createFrameDecoder add
 * the second look an altered image needs.
 */
export const decodeWithPass = async (frame: Frame, pass: DecodePass): Promise<Decoded | null> => {
  const input = pass.sharpen ? sharpenFrame(frame, pass.sharpen.radius, pass.sharpen.amount) : frame;
  const [result] = await readBarcodes({ data: input.data, width: input.width, height: input.height, colorSpace: 'srgb' } satisfies ImageData, pass.options);
  return result && result.isValid && result.text ? asPrinted({ text: result.text, format: result.format }) : null;
};

/** The same pass with its unsharp mask swapped for its second look's. */
const secondLookOf = (pass: DecodePass): DecodePass => (pass.sharpen ? { ...pass, sharpen: { ...pass.sharpen, ...pass.sharpen.secondLook } } : pass);

/**
 * A still image (a photo, a test image): every pass in turn until one reads it. A sharpened read
 * counts once its second look on the same image reads the same text, or a later sharpened pass does.
 */
export const decodeStill = async (frame: Frame): Promise<(Decoded & { pass: string }) | null> => {
  const looks = createSecondLook();
  for (const pass of decodePasses) {
    let verdict = looks.offer(await decodeWithPass(frame, pass), altersImage(pass));
    if (verdict.kind === 'held') verdict = looks.offer(await decodeWithPass(frame, secondLookOf(pass)), true);
    if (verdict.kind === 'accepted') return { ...verdict.decoded, pass: pass.name };
    // Two sharpenings of one photo that read two different texts: neither is trusted.
    if (verdict.kind === 'contradicted') return null;
  }
  return null;
};

/**
 * A live camera: one pass per frame along liveSchedule, moving on after a miss and back to the
 * start after a read. A sharpened read is held, and the next frame gets the pass's second look:
 * another frame, with its own noise, sharpened another way. The read counts when the two agree.
 * Held reads last one round of the schedule.
 */
export const createFrameDecoder = () => {
  const looks = createSecondLook();
  let step = 0;
  let secondFrame = false;
  return async (frame: Frame): Promise<Decoded | null> => {
    const pass = decodePasses[liveSchedule[step]!]!;
    const verdict = looks.offer(await decodeWithPass(frame, secondFrame ? secondLookOf(pass) : pass), altersImage(pass));
    if (verdict.kind === 'accepted') {
      [step, secondFrame] = [0, false];
      looks.forget();
      return verdict.decoded;
    }
    secondFrame = verdict.kind === 'held' && !secondFrame;
    if (!secondFrame) {
      step = (step + 1) % liveSchedule.length;
      if (step === 0) looks.forget();
    }
    return null;
  };
};

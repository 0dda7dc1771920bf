import { parentPort } from 'node:worker_threads';
import { createFrameDecoder, decodeStill, decodeWithPass } from '../../src/app/scanner/decode-frame';
import type { Decoded } from '../../src/app/scanner/decoded';
import { decodePasses, scanFormats, type DecodePass } from '../../src/app/scanner/decoder-options';
import type { Frame } from '../../src/app/scanner/sharpen';
import { isExpected, listPhotos, readPhotoPixels } from '../helpers/app/scanner/barcode-photos';
import { prepareZxingInNode } from '../helpers/app/scanner/zxing-node';
import { emptyFrame, labelFrame } from './decode-frames';

/**
 * The decoder in a worker thread, as the app runs it in a Web Worker: same module, same options
 * (src/app/scanner/decoder-options.ts). Times are taken in here, around the decode alone.
 */
export type DecodeRequest =
  | { kind: 'pass'; frame: 'empty' | 'label'; pass: number }
  | { kind: 'live'; frame: 'empty' | 'label' }
  | { kind: 'photo'; folder: string; name: string; pass: number | 'baseline' | null };

/** correct: the text is the photo's expected text, or the label frame's code. */
export type DecodeAnswer = { ms: number; text: string | null; correct: boolean };

export const benchLabelCode = 'BF0000123451';

/** zxing-wasm's own defaults on our formats: the baseline of 107/118 the issue measured. */
const baseline: DecodePass = { name: 'zxing-wasm defaults', options: { formats: [...scanFormats], maxNumberOfSymbols: 1, textMode: 'Plain' }, sharpen: null };

const port = parentPort;
if (!port) throw new Error('decode-worker.ts runs as a worker thread (tests/bench/decode.ts starts it)');

await prepareZxingInNode();
const frames: Record<'empty' | 'label', Frame> = { empty: emptyFrame(), label: labelFrame(benchLabelCode) };
const live = { empty: createFrameDecoder(), label: createFrameDecoder() };

const timed = async (decode: () => Promise<Decoded | null>) => {
  const started = performance.now();
  const decoded = await decode();
  return { ms: performance.now() - started, decoded };
};

const answer = async (request: DecodeRequest): Promise<DecodeAnswer> => {
  if (request.kind === 'photo') {
    const photo = listPhotos(request.folder).find((candidate) => candidate.name === request.name);
    if (!photo) throw new Error(`no photo ${request.folder}/${request.name}`);
    const pixels = readPhotoPixels(photo);
    const pass = request.pass === null ? null : request.pass === 'baseline' ? baseline : decodePasses[request.pass]!;
    const { ms, decoded } = await timed(() => (pass ? decodeWithPass(pixels, pass) : decodeStill(pixels)));
    return { ms, text: decoded?.text ?? null, correct: isExpected(photo, decoded) };
  }
  const frame = frames[request.frame];
  const { ms, decoded } = await timed(() => (request.kind === 'live' ? live[request.frame](frame) : decodeWithPass(frame, decodePasses[request.pass]!)));
  return { ms, text: decoded?.text ?? null, correct: decoded?.text === benchLabelCode };
};

port.on('message', (request: DecodeRequest) => {
  answer(request).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
port.postMessage({ ok: true, result: 'ready' });

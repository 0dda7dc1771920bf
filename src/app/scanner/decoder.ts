import { transfer, wrap } from 'comlink';
import { asPrinted } from './as-printed';
import type { Decoded } from './decoded';
import type { DecoderWorkerApi } from './decoder.worker';
import { nativeFormatNames, scanFormats, type ScanFormat } from './decoder-options';

/** One interface over the native BarcodeDetector and the zxing-wasm worker; the frame is handed over, not copied. */
export type FrameDecoder = { kind: 'native' | 'zxing'; decode: (frame: ImageData) => Promise<Decoded | null>; dispose: () => void };

type NativeDetector = { detect: (source: ImageData) => Promise<{ rawValue: string; format: string }[]> };
type NativeDetectorClass = { new (options: { formats: string[] }): NativeDetector; getSupportedFormats: () => Promise<string[]> };

declare global {
  // Chromium on Android and macOS has it; TypeScript's DOM library does not describe it yet.
  var BarcodeDetector: NativeDetectorClass | undefined;
}

const zxingNameOf = new Map<string, ScanFormat>(scanFormats.map((format) => [nativeFormatNames[format], format]));

/** The native detector, only when it reads every format we need: a partial one would miss carrier labels. */
const createNativeDecoder = async (): Promise<FrameDecoder | null> => {
  const Detector = globalThis.BarcodeDetector;
  if (!Detector) return null;
  const wanted = scanFormats.map((format) => nativeFormatNames[format]);
  const supported = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!wanted.every((name) => supported.includes(name))) return null;
  const detector = new Detector({ formats: wanted });
  return {
    kind: 'native',
    decode: async (frame) => {
      const [found] = await detector.detect(frame);
      // Reported under zxing's names and as printed (a UPC-A in 12 digits, as the worker gives it), so
      // screens see one form whichever decoder read the code.
      return found?.rawValue ? asPrinted({ text: found.rawValue, format: zxingNameOf.get(found.format) ?? found.format }) : null;
    },
    dispose: () => {},
  };
};

const createWorkerDecoder = (): FrameDecoder => {
  const worker = new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module', name: 'barcode-decoder' });
  const remote = wrap<DecoderWorkerApi>(worker);
  return {
    kind: 'zxing',
    decode: (frame) => remote.decode(transfer(frame, [frame.data.buffer])),
    dispose: () => worker.terminate(),
  };
};

/** BarcodeDetector where the browser has it with our formats, else zxing-wasm in a Web Worker. */
export const createDecoder = async (): Promise<FrameDecoder> => (await createNativeDecoder()) ?? createWorkerDecoder();

import { expose } from 'comlink';
import { prepareZXingModule } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createFrameDecoder } from './decode-frame';
import type { Frame } from './sharpen';

// The .wasm comes from this app's own origin (and the service worker's precache), never from the
// CDN zxing-wasm defaults to: scanning has to work offline and under a strict CSP.
void prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  fireImmediately: true,
});

const decodeFrame = createFrameDecoder();

const api = {
  decode: (frame: Frame) => decodeFrame(frame),
};

export type DecoderWorkerApi = typeof api;

expose(api);

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

/**
 * zxing-wasm in Node with the .wasm from the package itself, as the app's worker uses its
 * self-hosted copy: the default would fetch it from a CDN, which this network refuses.
 */
export const prepareZxingInNode = () =>
  prepareZXingModule({
    overrides: { wasmBinary: new Uint8Array(readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))).buffer },
    fireImmediately: true,
  });

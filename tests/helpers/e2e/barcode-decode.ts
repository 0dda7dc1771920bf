import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

// The .wasm from the package itself: the default would fetch it from a CDN, which this network refuses (STACK-NOTES).
const ready = prepareZXingModule({
  overrides: { wasmBinary: new Uint8Array(readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))).buffer },
  fireImmediately: true,
});

/** The one barcode of a format in a PNG screenshot, decoded by ZXing as the scanner screen does. */
export const decodeBarcode = async (png: Buffer, format: 'Code128' | 'QRCode') => {
  await ready;
  const results = await readBarcodes(new Uint8Array(png), { formats: [format], tryHarder: true, maxNumberOfSymbols: 1, textMode: 'Plain' });
  return results.map((result) => ({ text: result.text, format: result.format, valid: result.isValid }));
};

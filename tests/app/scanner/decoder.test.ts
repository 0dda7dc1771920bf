import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDecoder } from '../../../src/app/scanner/decoder';

const allNativeFormats = ['code_128', 'code_39', 'ean_13', 'upc_a', 'qr_code', 'data_matrix', 'pdf417'];

/** A BarcodeDetector as Chromium on Android has it, reading what `found` says. */
const stubDetector = (supported: string[], found: { rawValue: string; format: string }[]) => {
  const created: { formats: string[] }[] = [];
  class FakeDetector {
    static getSupportedFormats = () => Promise.resolve(supported);
    constructor(options: { formats: string[] }) {
      created.push(options);
    }
    detect = () => Promise.resolve(found);
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  return created;
};

/** Records the workers the page starts instead of starting them. */
const stubWorker = () => {
  const started: string[] = [];
  class FakeWorker extends EventTarget {
    constructor(url: URL | string) {
      super();
      started.push(String(url));
    }
    postMessage() {}
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
};

const frame = { data: new Uint8ClampedArray(4), width: 1, height: 1, colorSpace: 'srgb' } satisfies ImageData;

afterEach(() => vi.unstubAllGlobals());

describe('createDecoder', () => {
  it('uses the native BarcodeDetector when it reads every format, and reports zxing’s format names', async () => {
    const created = stubDetector([...allNativeFormats, 'aztec'], [{ rawValue: 'BF0000000018', format: 'code_128' }]);
    const workers = stubWorker();
    const decoder = await createDecoder();
    expect(decoder.kind).toBe('native');
    expect(created).toEqual([{ formats: allNativeFormats }]);
    expect(await decoder.decode(frame)).toEqual({ text: 'BF0000000018', format: 'Code128' });
    expect(workers).toEqual([]);
  });

  it('gives a UPC-A the native detector reports as a 13-digit EAN-13 as its 12 printed digits, format UPCA', async () => {
    stubDetector(allNativeFormats, [{ rawValue: '0036000291452', format: 'ean_13' }]);
    expect(await (await createDecoder()).decode(frame)).toEqual({ text: '036000291452', format: 'UPCA' });
  });

  it('answers null when the native detector sees nothing', async () => {
    stubDetector(allNativeFormats, []);
    expect(await (await createDecoder()).decode(frame)).toBeNull();
  });

  it('falls back to the zxing-wasm worker when a needed format is missing', async () => {
    stubDetector(allNativeFormats.filter((format) => format !== 'pdf417'), []);
    const workers = stubWorker();
    const decoder = await createDecoder();
    expect(decoder.kind).toBe('zxing');
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/decoder\.worker\.ts/);
  });

  it('uses the worker where there is no BarcodeDetector at all (Chromium on Linux, Firefox)', async () => {
    const workers = stubWorker();
    expect((await createDecoder()).kind).toBe('zxing');
    expect(workers).toHaveLength(1);
  });
});

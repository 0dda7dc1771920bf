import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzippedBytes, routeChunks } from '../../scripts/route-size';

// The shape of a Vite build manifest: chunks by source, with their static and dynamic imports.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/app/areas/scan/index.ts', 'src/app/areas/orders/index.ts', 'src/app/cart.tsx'] },
  'src/app/cart.tsx': { file: 'assets/cart.js', imports: ['_money.js'] },
  '_money.js': { file: 'assets/money.js' },
  '_react.js': { file: 'assets/react.js' },
  'src/app/areas/scan/index.ts': { file: 'assets/scan.js', imports: ['_react.js', '_form.js'], dynamicImports: ['_camera.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_camera.js': { file: 'assets/camera.js', imports: ['_zxing.js'] },
  '_zxing.js': { file: 'assets/zxing.js' },
  'src/app/areas/orders/index.ts': { file: 'assets/orders.js' },
};

describe("a route's JavaScript", () => {
  it("is the entry and the route's area with everything they import statically, each once; chunks loaded on demand and other areas are left out", () => {
    expect(routeChunks(manifest, 'scan', []).sort()).toEqual(['assets/form.js', 'assets/index.js', 'assets/react.js', 'assets/scan.js', 'assets/zod.js']);
  });

  it('counts what the shell loads on demand with the first screen, with its imports', () => {
    expect(routeChunks(manifest, 'scan', ['src/app/cart.tsx']).sort()).toEqual(['assets/cart.js', 'assets/form.js', 'assets/index.js', 'assets/money.js', 'assets/react.js', 'assets/scan.js', 'assets/zod.js']);
  });

  it("counts the top bar's cart, which warehouse workers load with every screen", () => {
    expect(() => routeChunks(manifest, 'scan')).toThrow('no chunk src/app/areas/cart/cart-button.tsx');
  });

  it('names an area the build does not have', () => {
    expect(() => routeChunks(manifest, 'nowhere', [])).toThrow('no chunk src/app/areas/nowhere/index.ts');
  });

  it('is measured as the files gzipped', () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-size-'));
    const text = 'export const a = 1;\n'.repeat(500);
    writeFileSync(join(dist, 'a.js'), text);
    const [measured] = gzippedBytes(dist, ['a.js']);
    expect(measured).toEqual({ file: 'a.js', bytes: gzipSync(text, { level: 9 }).length });
    expect(measured!.bytes).toBeLessThan(text.length / 10);
  });
});

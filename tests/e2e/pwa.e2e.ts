import { describe, expect, it } from 'vitest';
import { startNextVersionProxy } from '../helpers/e2e/next-version-proxy';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { PwaProbe } from '../helpers/e2e/pages/pwa-probe';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, context, page, signInTo, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession(withServiceWorker);

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = Record<string, unknown> & { icons: ManifestIcon[] };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width × height from the IHDR chunk, which always follows the signature. */
const pngSize = (bytes: Uint8Array) => {
  expect([...bytes.slice(0, 8)]).toEqual(pngSignature);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
};

const fetchPng = async (path: string) => {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return pngSize(new Uint8Array(await response.arrayBuffer()));
};

const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];

/** Waits until the service worker has filled the precache and activated, and the reloaded page is under it. */
const takeControl = async (origin = baseUrl) => {
  const probe = new PwaProbe(page);
  expect(await probe.activeWorkerState()).toBe('activated');
  await page.reload();
  expect(await probe.controllerUrl()).toBe(`${origin}/sw.js`);
};

const offlineRoutes = ['/orders', '/packages/scan', '/packages-in', '/deliveries', '/orders/create/new'];

describe('the installable app', () => {
  it('links a valid web manifest whose icons are PNGs of their stated sizes', async () => {
    const html = await (await fetch(baseUrl)).text();
    const manifestPath = linkHref(html, 'manifest');
    expect(manifestPath).toBe('/manifest.webmanifest');
    const response = await fetch(new URL(manifestPath!, baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Bahamas Freight',
      short_name: 'BF Freight',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5394',
      background_color: '#ffffff',
    });
    expect(manifest.description).toEqual(expect.any(String));

    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    const kinds = pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(kinds).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of pngs) expect(await fetchPng(icon.src)).toBe(icon.sizes);
    expect(manifest.icons).toContainEqual(expect.objectContaining({ src: '/favicon.svg', type: 'image/svg+xml' }));

    expect(await fetchPng(linkHref(html, 'apple-touch-icon')!)).toBe('180x180');
    expect(html).toContain('<meta name="theme-color" content="#0b5394"');
  });

  it('activates its service worker, which then controls the page', async () => {
    await signInTo('/orders', 'worker@demo.test');
    await takeControl();
  });

  it('opens every warehouse screen from the precache when offline', async () => {
    const shell = new ShellPage(page);
    await signInTo('/orders', 'worker@demo.test');
    await takeControl();
    await context.setOffline(true);
    for (const path of offlineRoutes) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      await shell.greeting('Wes').waitFor();
      await shell.drawer().waitFor();
      // The screen's own lazily loaded code came from the precache too.
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
    }
  });

  it('precaches the zxing wasm, so the camera scanner decodes offline', async () => {
    await page.goto(baseUrl);
    await takeControl();
    const wasm = await new PwaProbe(page).cachedFiles('.wasm');
    expect(wasm.map((file) => new URL(file.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/zxing_reader-[\w-]+\.wasm$/)]);
    expect(wasm[0]!.cache).toMatch(/^workbox-precache/);
    // "\0asm": the module itself was cached, not an HTML fallback.
    expect(wasm[0]!.head).toEqual([0x00, 0x61, 0x73, 0x6d]);
  });

  it('offers a new version without reloading, and reloads into it only on consent', async () => {
    // The product through a proxy of this test's own, which serves the next version when asked.
    const proxy = await startNextVersionProxy(baseUrl);
    try {
      const login = new LoginPage(page);
      await login.open(proxy.baseUrl);
      await takeControl(proxy.baseUrl);
      await page.getByLabel('Email').fill('half-typed@demo.test');

      proxy.serveNextVersion();
      // The app looks for a new version whenever the tab comes back into view.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const offer = page.getByText('A new version is available');
      await offer.waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe('half-typed@demo.test');

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
      await page.getByLabel('Email').waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      expect(await offer.count()).toBe(0);
      const registration = await page.evaluate(async () => {
        const current = await navigator.serviceWorker.getRegistration();
        return { waiting: current?.waiting !== null, active: current?.active?.state };
      });
      expect(registration).toEqual({ waiting: false, active: 'activated' });
    } finally {
      await proxy.close();
    }
  });
});

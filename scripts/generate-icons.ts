import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/*
 * Renders the PWA icons from public/favicon.svg with the installed Chromium, so the PNGs follow the
 * favicon without an image library. Run once after changing the favicon; the PNGs are committed.
 *   node --import tsx scripts/generate-icons.ts
 */

const favicon = readFileSync('public/favicon.svg', 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
const artwork = favicon.match(/<path[^>]*\/>/g)?.join('');
if (!background || !artwork) throw new Error('public/favicon.svg no longer has a background rect and artwork paths');

/*
 * Launchers crop maskable icons to a circle or squircle of their own: the background bleeds to every
 * edge, and the artwork (centred at 32,36 in the favicon) is scaled to stay inside the safe zone, a
 * circle of 40% of the width around the centre. iOS fills transparency with black, so its icon is
 * the same full-bleed square.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.75) translate(-32 -36)">${artwork}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body>`);
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}

import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders';
import type { PackageLabel } from '../../src/domain/packages';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { decodeBarcode } from '../helpers/e2e/barcode-decode';
import { createCustomer, createOrder, defaultPackages, uniqueTag, type TestCustomer } from '../helpers/e2e/order-fixtures';
import { LabelPage } from '../helpers/e2e/pages/label-page';
import { baseUrl, desktop, page, signInTo, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Debounced searches and refetches on a busy test machine can take a few seconds to show.
const settle = { timeout: 10_000 };

const tag = uniqueTag();
let madeira: { customer: TestCustomer; order: Order };
let harborBay: { customer: TestCustomer; order: Order };

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  const inMadeira = await createCustomer(baseUrl, 'Lola', `Label${tag}`, 1);
  const inHarborBay = await createCustomer(baseUrl, 'Hugo', `Harbor${tag}`, 2);
  madeira = { customer: inMadeira, order: await createOrder(baseUrl, inMadeira.id, defaultPackages(tag)) };
  harborBay = { customer: inHarborBay, order: await createOrder(baseUrl, inHarborBay.id, defaultPackages(tag)) };
});

const openLabel = async (packageId: number, email = 'worker@demo.test') => (await signInToScreen(`/packages/${packageId}/label`, LabelPage, email)).screen;

const red = 'rgb(201, 42, 42)';
const green = 'rgb(43, 138, 62)';

describe('Package label', () => {
  it('prints the package, customer and Madeira address with a red border, and no app shell', async () => {
    const pkg = madeira.order.packages[1]!;
    const expected = await apiGet<PackageLabel>(baseUrl, `/packages/${pkg.id}/label`, await apiToken(baseUrl, 'worker@demo.test'));
    const label = await openLabel(pkg.id);
    for (const text of ['Package 2 of 2', '6 lbs', '40 cm', '30 cm', '20 cm', 'Priority', '#48 Madeira Street', `Dept # ${madeira.customer.id}`, String(expected.sect)])
      await label.text(text).waitFor();
    await label.text(`Lola Label${tag}`).waitFor();
    const contact = await page.getByRole('article').locator('address').innerText();
    expect(contact).toContain('Bahamas Freight');
    expect(contact).toContain('+1 242 555 0100');
    expect(contact).toContain('info@bahamasfreight.test');
    expect(contact).toContain('8250 NW 25th St, Doral, FL 33122');
    await expect(label.borderColour()).resolves.toBe(red);
    await expect(page.getByRole('navigation').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Print' }).waitFor();
  });

  it('draws a Code 128 barcode and a QR code that both decode to the package barcode', async () => {
    const pkg = madeira.order.packages[0]!;
    const label = await openLabel(pkg.id);
    const bars = await label.barcode().screenshot({ path: 'tests/e2e/artifacts/label-barcode.png' });
    expect(await decodeBarcode(bars, 'Code128')).toEqual([{ text: pkg.barcode, format: 'Code128', valid: true }]);
    const qr = await page.getByTestId('label-qr').screenshot();
    expect(await decodeBarcode(qr, 'QRCode')).toEqual([{ text: pkg.barcode, format: 'QRCode', valid: true }]);
  });

  it('uses the Harbor Bay address and a green border for any other location', async () => {
    const label = await openLabel(harborBay.order.packages[0]!.id);
    await label.text('#33 Harbor Bay Shopping Plaza').waitFor();
    await label.text('Package 1 of 2').waitFor();
    await label.text(`Hugo Harbor${tag}`).waitFor();
    await expect(label.borderColour()).resolves.toBe(green);
    await expect(page.getByText('#48 Madeira Street').count()).resolves.toBe(0);
  });

  it('prints one 4×6 in page with the label only', async () => {
    await openLabel(madeira.order.packages[0]!.id);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('article').isVisible()).resolves.toBe(true);
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    // 4 × 6 in is 288 × 432 points, and the label fits on one page.
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+288\s+432\s*\]/);
  });

  it('shows nothing when the label cannot be loaded', async () => {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/packages/999999999/label'));
    await signInTo('/packages/999999999/label', 'worker@demo.test');
    expect((await answer).status()).toBe(404);
    // No error text, no half label: the page stays blank.
    await expect.poll(() => page.locator('#root').innerText(), settle).toBe('');
    await expect(page.getByRole('article').count()).resolves.toBe(0);
  });

  it.each([375, 1280])('fits a %i px screen', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await openLabel(harborBay.order.packages[1]!.id);
    await page.screenshot({ path: `tests/e2e/artifacts/label-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders';
import { zMailPage } from '../../src/domain/mail';
import { zShipment, zShipmentReport } from '../../src/domain/shipments';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, defaultPackages, uniqueTag, type TestCustomer } from '../helpers/e2e/order-fixtures';
import { ShipmentDetailPage, ShipmentFormPage } from '../helpers/e2e/pages/shipment-pages';
import { baseUrl, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };
const tag = uniqueTag();
let shoes: TestCustomer;
let books: TestCustomer;
let first: Order;
let second: Order;
let worker: string;

beforeAll(async () => {
  shoes = await createCustomer(baseUrl, 'Sol', `Shipper${tag}`, 1);
  books = await createCustomer(baseUrl, 'Bea', `Shipper${tag}`, 2);
  first = await createOrder(baseUrl, shoes.id, defaultPackages(tag));
  second = await createOrder(baseUrl, books.id, [defaultPackages(tag)[1]!]);
  worker = await apiToken(baseUrl, 'worker@demo.test');
});

/** Today in Nassau, as the arrival day: the calendar opens on its month. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());
const png = readFileSync(new URL('../../public/icons/icon-192.png', import.meta.url));

describe('A shipment from unshipped packages to arrival notices', () => {
  it('is built in two boxes (one package by a wedge scan), reported, reconciled, documented, notified and flagged for C13', async () => {
    const [a, b] = first.packages as [Order['packages'][number], Order['packages'][number]];
    const c = second.packages[0]!;
    const { screen: form } = await signInToScreen('/shipments/create/new', ShipmentFormPage, 'worker@demo.test');
    await form.fill({ carrier: `Island Air ${tag}`, manifest: `MAN-${tag}` });
    await form.chooseArrival(today());
    await form.addBox('Box One');
    await form.addBox('Box Two');

    await form.putNextInto('Box One');
    await form.searchWaiting(`Sol Shipper${tag}`);
    await form.pick(a.barcode);
    await form.pick(b.barcode);
    await form.putNextInto('Box Two');
    await form.wedgeScan(c.barcode);
    await form.selected(c.barcode).waitFor(settle);
    expect([await form.boxOf(a.barcode), await form.boxOf(b.barcode), await form.boxOf(c.barcode)]).toEqual(['Box One', 'Box One', 'Box Two']);

    await form.create();
    await page.waitForURL(/\/shipments\/\d+$/, settle);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const detail = new ShipmentDetailPage(page);
    await detail.ready(id);
    const saved = zShipment.parse(await apiGet(baseUrl, `/shipments/${id}`, worker));
    expect(saved.boxes).toEqual([
      { name: 'Box One', packages: [a.id, b.id] },
      { name: 'Box Two', packages: [c.id] },
    ]);
    await page.getByText(c.barcode, { exact: true }).first().waitFor();

    await detail.enterCalculations({ Duty: '120.50', Levy: '10', Freight: '300', Processing: '15', 'VAT (12%)': '36.06' }, { name: 'Wharfage', value: '8' });
    const reconciled = zShipmentReport.parse(await apiGet(baseUrl, `/shipments/${id}/report`, worker));
    expect(reconciled.meta.calculations).toEqual({ duty: 120.5, levy: 10, freight: 300, processing: 15, vat: 36.06, lines: [{ name: 'Wharfage', value: 8 }] });

    await detail.upload([
      { name: 'manifest.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
    ]);
    await detail.uploadResult('manifest.png').getByRole('img', { name: 'Uploaded' }).waitFor(settle);
    await detail.uploadResult('notes.png').getByRole('img', { name: 'Not uploaded' }).waitFor();
    await detail.uploadResult('notes.png').getByText('Attachments must be PNG, JPG or PDF files.').waitFor();
    await detail.dialog().getByRole('link', { name: 'manifest.png' }).waitFor();
    await detail.closeDialog();

    await detail.sendNotifications();
    await page.getByRole('button', { name: 'Send notifications', exact: true }).and(page.locator('[disabled], [data-disabled]')).waitFor(settle);
    const admin = await apiToken(baseUrl, 'admin@demo.test');
    // Their orders were mailed as received in Miami too: the arrival notices are what this counts.
    const arrivalsTo = async (email: string) =>
      zMailPage
        .parse(await apiGet(baseUrl, `/mail?page=1&to=${encodeURIComponent(email)}`, admin))
        .data.filter((mail) => mail.subject.includes('arrived in Nassau'))
        .map((mail) => mail.subject);
    // The notices are mailed in the background once the answer has gone out, so they may land a moment later.
    await expect.poll(() => arrivalsTo(shoes.email), settle).toEqual(['Your 2 packages have arrived in Nassau']);
    await expect.poll(() => arrivalsTo(books.email), settle).toEqual(['Your package has arrived in Nassau']);

    await detail.c13(a.barcode).click();
    // The switch turns on with the server's answer, so by then the report counts the mark.
    await page.getByRole('switch', { name: `C13 for ${a.barcode}`, checked: true }).waitFor(settle);
    expect(zShipmentReport.parse(await apiGet(baseUrl, `/shipments/${id}/report`, worker)).meta.c13_packages).toBe(1);
  });
});

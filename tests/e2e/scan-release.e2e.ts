import { beforeAll, describe, expect, it } from 'vitest';
import { checkpointMessages, type Checkpoint } from '../../src/domain/checkpoints';
import type { Order } from '../../src/domain/orders';
import type { TrackingEntry } from '../../src/domain/packages';
import { scanMessages } from '../../src/domain/scan';
import { apiGet, apiPost, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, defaultPackages, uniqueTag } from '../helpers/e2e/order-fixtures';
import { ScanPage } from '../helpers/e2e/pages/scan-page';
import { baseUrl, desktop, page, signInToScreen, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// The upload goes through the outbox and its drainer; on a busy test machine that takes a moment.
const settle = { timeout: 15_000 };

const tag = uniqueTag();
let order: Order;
let releasePoint: Checkpoint;
let token: string;

beforeAll(async () => {
  const customer = await createCustomer(baseUrl, 'Rhea', `Counter${tag}`, 1);
  order = await createOrder(baseUrl, customer.id, [defaultPackages(tag)[0]!]);
  token = await apiToken(baseUrl, 'worker@demo.test');
  const checkpoints = (await apiGet<{ data: Checkpoint[] }>(baseUrl, '/checkpoints', token)).data;
  releasePoint = checkpoints.find((checkpoint) => checkpoint.releases)!;
});

/** The customer pays at the counter: the office invoices the order, approves the invoice and takes cash. */
const payOrder = async (orderId: number) => {
  const admin = await apiToken(baseUrl, 'admin@demo.test');
  const invoice = await apiPost<{ id: number }>(baseUrl, `/invoices?orderID=${orderId}`, admin, {});
  await apiPost(baseUrl, `/invoices/${invoice.id}/approve`, admin, {});
  await apiPost(baseUrl, `/invoices/${invoice.id}/pay?type=cash`, admin, {});
};

const trackingsHere = async (packageId: number) =>
  (await apiGet<{ data: TrackingEntry[] }>(baseUrl, `/packages/${packageId}/trackings`, token)).data.filter((entry) => entry.checkpoint_id === releasePoint.id);

describe('Scanning at a release point', () => {
  it('refuses a package whose order is unpaid, and lets it through on Resend once the customer has paid', async () => {
    const { screen: scan } = await signInToScreen('/packages/scan', ScanPage, 'worker@demo.test');
    await scan.chooseCheckpoint(releasePoint.name);
    await page.getByText(`Release point. ${checkpointMessages.releasePoint}`, { exact: true }).waitFor();
    const pkg = order.packages[0]!;
    await scan.blurFields();
    await scan.wedgeScan(pkg.barcode);
    await scan.listedCode(pkg.barcode).waitFor();
    await scan.submit();

    await scan.message(scanMessages.failure).waitFor(settle);
    await scan.result(pkg.barcode).getByText(scanMessages.unpaid, { exact: true }).waitFor();
    expect(await trackingsHere(pkg.id)).toEqual([]);

    await payOrder(order.id);
    await page.getByRole('button', { name: 'Resend the unpaid codes' }).click();
    await scan.message(scanMessages.success).waitFor(settle);
    await scan.result(pkg.barcode).getByText('Scanned', { exact: true }).waitFor();
    expect(await trackingsHere(pkg.id)).toEqual([expect.objectContaining({ name: releasePoint.name, duplicate: false })]);
  });
});

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { orderMessages, type Order } from '../../../src/domain/orders';
import { uploadMessages } from '../../../src/domain/uploads';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { detailOrder, renderOrderDetail, signInAs } from './order-detail-fixtures';

// The order page as its owner sees it (portal spec §6): read-only, their own invoice files and a
// way to upload their purchase invoice.

configure({ asyncUtilTimeout: 5_000 });
vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const ownUpload = { id: 3, url: '/api/files/501/a.pdf?user=40&expires=1&signature=s', path: '501/a.pdf', file_name: 'amazon-receipt.pdf', origin: 'Customer' as const };

let api: ReturnType<typeof fakeApi>;
let order: Order;
beforeEach(() => {
  signInAs('customer');
  order = detailOrder();
  api = fakeApi();
  api.on('GET', '/orders/501', () => json(200, order));
  api.on('GET', '/packages/7/trackings', () =>
    json(200, {
      data: [
        { name: 'Received at Miami warehouse', created_at: '2026-03-04T13:05:00.000Z', checkpoint_id: 12, duplicate: false, offline: true },
        { name: 'Received at Miami warehouse', created_at: '2026-03-04T13:06:00.000Z', checkpoint_id: 12, duplicate: true, offline: false },
      ],
    }),
  );
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = () => screen.findByRole('heading', { name: 'Order #501', level: 2 });
const pdf = (name: string, size = 1_000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const chooseFiles = (dialog: HTMLElement, files: File[]) => {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

describe("a customer's own order", { timeout: 20_000 }, () => {
  it('shows the order and its packages with no staff actions, labels, images or banners', async () => {
    order = detailOrder({ user: { ...order.user, flagged: true }, invoice_paid: true, invoice_id: 31, invoice_pseudo_id: '26-000031', hasInvoice: true });
    renderOrderDetail();
    await heading();
    expect(screen.getByText('Amazon')).toBeTruthy();
    for (const name of ['Edit', 'Close Order', 'Open Order', 'Flag user', 'Delete', 'Generate Invoice', 'Manual Invoice', /Uploaded Images/]) {
      expect(screen.queryByRole('button', { name }), String(name)).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Shipping Label' })).toBeNull();
    expect(screen.queryByLabelText('Customer location')).toBeNull();
    expect(screen.queryByText('This user has been flagged for possible invoice fraud.')).toBeNull();
    expect(screen.queryByText(orderMessages.paidFrozen)).toBeNull();
    expect(screen.getByRole('link', { name: 'Invoice #26-000031' }).getAttribute('href')).toBe('/invoices/31');
    expect(screen.getByRole('region', { name: 'Package 1 of 1' })).toBeTruthy();
  });

  it('lists their uploads and uploads their purchase invoice, which the order then lists', async () => {
    order = detailOrder({ uploads: [ownUpload] });
    api.on('POST', '/orders/501/uploads', () => {
      order = detailOrder({ uploads: [ownUpload, { ...ownUpload, id: 4, path: '501/b.pdf', file_name: 'shein-invoice.pdf' }] });
      return json(201, { ...ownUpload, id: 4, path: '501/b.pdf', file_name: 'shein-invoice.pdf' });
    });
    renderOrderDetail();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Uploaded Invoices (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploaded Invoices' });
    expect(within(dialog).getByRole('link', { name: 'amazon-receipt.pdf' }).getAttribute('href')).toBe(ownUpload.url);
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    chooseFiles(dialog, [pdf('shein-invoice.pdf')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByRole('link', { name: 'shein-invoice.pdf' });
    const sent = api.sent('POST', '/orders/501/uploads');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('button', { name: 'Uploaded Invoices (2)' })).toBeTruthy();
  });

  it("refuses a file over the limit before sending it, with the spec's message and the real limit", async () => {
    renderOrderDetail();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Uploaded Invoices (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uploaded Invoices' });
    chooseFiles(dialog, [pdf('scan.pdf', 10 * 1024 * 1024 + 1)]);
    await within(dialog).findByText(`scan.pdf: ${uploadMessages.tooLarge}`);
    expect(uploadMessages.tooLarge).toBe('This file exceeds the 10MB limit.');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(api.sent('POST', '/orders/501/uploads')).toHaveLength(0);
  });

  it('shows the tracking without repeat scans or how a scan reached the server', async () => {
    renderOrderDetail();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tracking Information' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).queryByText('Repeat scan')).toBeNull();
    expect(within(dialog).queryByText('Scanned offline')).toBeNull();
  });

  it("shows the not-found screen for another customer's order, with the way back to the dashboard", async () => {
    api.on('GET', '/orders/501', () => refusal(404, 'Order not found'));
    renderOrderDetail();
    await screen.findByText('Order not found');
    expect(screen.getByText('This order does not exist or has been deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/client/dashboard?tab=orders');
  });
});

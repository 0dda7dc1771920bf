import { fireEvent, screen, waitFor, within, type BoundFunctions, type queries, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { calculationVatLabel, shipmentMessages, type ShipmentAttachment } from '../../../src/domain/shipments';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { detailServer, fourRows } from './detail-harness';
import { json } from '../../helpers/app/fake-api';
import { reportMeta, signInAsWorker } from './shipment-fixtures';
import { renderShipments } from './render-shipments';

// A whole screen with its dialogs is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to show.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

beforeEach(() => {
  signInAsWorker();
  onWideScreen();
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = async () => {
  renderShipments('/shipments/12');
  await screen.findByRole('heading', { name: 'Shipment #12', level: 2 });
};
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
const amount = (box: BoundFunctions<typeof queries>, label: string) => box.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

describe('the calculations dialog', { timeout: 20_000 }, () => {
  it('is filled from the saved calculations, labels VAT 12%, allows three named lines and sends exactly what it shows', async () => {
    const saved = { duty: 100, levy: 20, freight: 300, processing: 40, vat: 55.2, lines: [{ name: 'Storage', value: 12.5 }] };
    const { api, server } = detailServer(fourRows(), reportMeta({ calculations: saved }));
    api.on('POST', '/shipments/12/calculations', ({ body }) => {
      const { calculations } = body as { calculations: typeof saved };
      server.meta = { ...server.meta, calculations };
      return json(200, calculations);
    });
    await open();
    expect(within(screen.getByRole('region', { name: 'Calculations' })).getByRole('row', { name: /^VAT \(12%\)/ }).textContent).toBe('VAT (12%)$55.20');
    fireEvent.click(screen.getByRole('button', { name: 'Calculations' }));
    const form = await dialog('Calculations of shipment #12');
    expect(calculationVatLabel).toBe('VAT (12%)');
    expect(amount(form, 'VAT (12%)').value).toBe('55.2');
    expect(amount(form, 'Duty').value).toBe('100');
    expect(amount(form, 'Line 1 name').value).toBe('Storage');

    fireEvent.click(form.getByRole('button', { name: 'Add line' }));
    fireEvent.click(form.getByRole('button', { name: 'Add line' }));
    expect(form.queryByRole('button', { name: 'Add line' })).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Remove line 3' }));
    expect(form.getByRole('button', { name: 'Add line' })).toBeTruthy();
    fireEvent.change(amount(form, 'Line 2 name'), { target: { value: 'Customs broker' } });
    fireEvent.change(amount(form, 'Line 2 value'), { target: { value: '75' } });
    fireEvent.change(amount(form, 'Duty'), { target: { value: '110.25' } });
    const save = form.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calculations of shipment #12' })).toBeNull());
    expect(api.sent('POST', '/shipments/12/calculations')[0]!.body).toEqual({
      calculations: {
        duty: 110.25,
        levy: 20,
        freight: 300,
        processing: 40,
        vat: 55.2,
        lines: [
          { name: 'Storage', value: 12.5 },
          { name: 'Customs broker', value: 75 },
        ],
      },
    });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Calculations' })).getByRole('row', { name: /^Customs broker/ }).textContent).toBe('Customs broker$75.00'));
  });

  it('starts empty the first time and keeps Save disabled until every amount is there', async () => {
    detailServer(fourRows());
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Calculations' }));
    const form = await dialog('Calculations of shipment #12');
    expect(amount(form, 'Duty').value).toBe('');
    expect(form.queryByRole('textbox', { name: /^Line 1/ })).toBeNull();
    expect(form.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    expect(form.getByText('Not ready to save: Duty is required, and 4 more fields to fix.')).toBeTruthy();
  });
});

const attachment = (id: number, file_name: string): ShipmentAttachment => ({
  id,
  file_name,
  url: `/api/files/shipments/12/${id}.pdf?sig=abc`,
  mime_type: 'application/pdf',
  size: 2048,
  created_at: '2026-03-05T15:00:00.000Z',
  uploaded_by: 'Wes Worker',
});
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });

describe('the notes & attachments dialog', { timeout: 20_000 }, () => {
  it('shows the notes and the empty text, then a done or an error icon per file of an upload', async () => {
    const { api } = detailServer(fourRows());
    let stored: ShipmentAttachment[] = [];
    api.on('GET', '/shipments/12/attachments', () => json(200, { data: stored }));
    api.on('POST', '/shipments/12/attachments', () => {
      stored = [attachment(5, 'manifest.pdf')];
      return json(200, {
        data: [
          { file_name: 'manifest.pdf', ok: true, attachment: stored[0] },
          { file_name: 'photo.png', ok: false, error: 'This file is not a PNG image.' },
        ],
      });
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Notes & attachments' }));
    const box = await dialog('Notes & attachments of shipment #12');
    expect(box.getByText('Two pallets, one damaged corner.')).toBeTruthy();
    await box.findByText(shipmentMessages.noAttachments);

    choose(new File(['%PDF-1.4'], 'manifest.pdf', { type: 'application/pdf' }), new File(['not a png'], 'photo.png', { type: 'image/png' }));
    fireEvent.click(box.getByRole('button', { name: 'Upload' }));
    const results = within(await box.findByRole('list', { name: 'Upload results' }));
    const [done, failed] = results.getAllByRole('listitem');
    expect(within(done!).getByRole('img', { name: 'Uploaded' })).toBeTruthy();
    expect(done!.textContent).toBe('manifest.pdf');
    expect(within(failed!).getByRole('img', { name: 'Not uploaded' })).toBeTruthy();
    expect(failed!.textContent).toBe('photo.pngThis file is not a PNG image.');

    const sent = api.sent('POST', '/shipments/12/attachments')[0]!;
    expect((sent.body as FormData).getAll('file').map((file) => (file as File).name)).toEqual(['manifest.pdf', 'photo.png']);
    const link = await box.findByRole('link', { name: 'manifest.pdf' });
    expect(link.getAttribute('href')).toBe('/api/files/shipments/12/5.pdf?sig=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(box.queryByText(shipmentMessages.noAttachments)).toBeNull();
  });

  it('refuses files of other types, larger than the limit or more than five at a time before sending', async () => {
    const { api } = detailServer(fourRows());
    api.on('GET', '/shipments/12/attachments', () => json(200, { data: [] }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Notes & attachments' }));
    const box = await dialog('Notes & attachments of shipment #12');
    const upload = () => box.getByRole<HTMLButtonElement>('button', { name: 'Upload' });

    choose(new File(['x'], 'list.docx'));
    expect(box.getByText(`list.docx: ${shipmentMessages.attachmentType}`)).toBeTruthy();
    expect(upload().disabled).toBe(true);
    const large = new File(['x'], 'scan.jpg', { type: 'image/jpeg' });
    Object.defineProperty(large, 'size', { value: 11 * 1024 * 1024 });
    choose(large);
    expect(box.getByText('scan.jpg: This file exceeds the 10MB limit.')).toBeTruthy();
    choose(...Array.from({ length: 6 }, (_, i) => new File(['x'], `page-${i}.pdf`)));
    expect(box.getByText(shipmentMessages.attachmentsTooMany)).toBeTruthy();
    expect(upload().disabled).toBe(true);
    choose(new File(['x'], 'page.JPEG'));
    expect(upload().disabled).toBe(false);
    expect(api.sent('POST', '/shipments/12/attachments')).toHaveLength(0);
  });
});

describe('the floating action menu and Export CSV', { timeout: 20_000 }, () => {
  it('lists every action of the shipment, and opens the printable manifest', async () => {
    const { api } = detailServer(fourRows());
    api.on('GET', '/grouped/packages/12', () => json(200, { data: [] }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Shipment actions' }));
    // jsdom has no layout, so Mantine's popover takes its target for scrolled away and hides the menu once placed.
    const menu = within(await screen.findByRole('menu', { hidden: true }));
    expect(menu.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Send notifications',
      'Calculations',
      'Notes & attachments',
      'Edit',
      'Print manifest',
      'Export CSV',
      'Create shipment',
    ]);
    fireEvent.click(menu.getByRole('menuitem', { name: 'Print manifest', hidden: true }));
    await screen.findByRole('heading', { name: 'Manifest of shipment #12' });
  });

  it("downloads the report's CSV and saves it as shipment-12.csv", async () => {
    const { api } = detailServer(fourRows());
    api.on('GET', '/shipments/12/report.csv', () => new Response('label,client\nBF0000000018,Andre Rolle\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const saved: { name: string; text: Promise<string> }[] = [];
    let blob: Blob | null = null;
    // jsdom has no object URLs; the browser's pair is stood in for and put back afterwards.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (file: Blob) => ((blob = file), 'blob:csv');
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: blob!.text() });
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('shipment-12.csv');
    expect(await saved[0]!.text).toBe('label,client\nBF0000000018,Andre Rolle\n');
    expect(api.sent('GET', '/shipments/12/report.csv')[0]!.headers.accept).toBe('text/csv');
  });
});

import type { Page } from 'playwright-core';
import { typeAsScanner } from '../wedge-keys';
import { field } from './field-label';

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /shipments/create/new and /shipments/:id/edit: the fields, boxes, and the package picker with its scanner. */
export class ShipmentFormPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('textbox', { name: field('Carrier') }).waitFor();
  }

  async fill(values: { carrier: string; manifest: string }) {
    await this.page.getByRole('textbox', { name: field('Carrier') }).fill(values.carrier);
    await this.page.getByRole('textbox', { name: field('Manifest key') }).fill(values.manifest);
  }

  /** Picks a day, 'YYYY-MM-DD', of the month the calendar opens on. */
  async chooseArrival(day: string) {
    await this.page.getByRole('button', { name: /^Arrival Date/ }).click();
    await this.page.getByRole('button', { name: dayLabel.format(new Date(`${day}T00:00:00Z`)), exact: true }).click();
  }

  async addBox(name: string) {
    await this.page.getByRole('textbox', { name: field('New box name') }).fill(name);
    await this.page.getByRole('button', { name: 'Add box' }).click();
  }

  /** Where picked and scanned packages go from now on. */
  async putNextInto(box: string) {
    await this.page.getByRole('combobox', { name: 'Scanned and picked packages go into' }).selectOption({ label: box });
  }

  async searchWaiting(text: string) {
    await this.page.getByPlaceholder('Barcode, order # or customer name').fill(text);
  }

  async pick(barcode: string) {
    await this.page.getByRole('button', { name: `Add ${barcode}`, exact: true }).click();
    await this.selected(barcode).waitFor();
  }

  /** A label scanned with a keyboard-wedge scanner while no field has focus. */
  async wedgeScan(barcode: string) {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await typeAsScanner(this.page, barcode);
  }

  selected(barcode: string) {
    return this.page.getByRole('list', { name: 'Packages in this shipment' }).getByRole('listitem', { name: barcode });
  }

  async boxOf(barcode: string) {
    const select = this.page.getByRole('combobox', { name: `Box of ${barcode}` });
    return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  }

  async create() {
    await this.page.getByRole('button', { name: 'Create shipment', exact: true }).click();
  }
}

/** /shipments/:id: the report, its actions and dialogs, and the per-package controls. */
export class ShipmentDetailPage {
  constructor(private readonly page: Page) {}

  async ready(id: number) {
    await this.page.getByRole('heading', { name: `Shipment #${id}`, level: 2 }).waitFor();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async action(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async enterCalculations(amounts: Record<string, string>, line: { name: string; value: string }) {
    await this.action('Calculations');
    const dialog = this.dialog();
    for (const [label, value] of Object.entries(amounts)) await dialog.getByRole('textbox', { name: field(label) }).fill(value);
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await dialog.getByRole('textbox', { name: field('Line 1 name') }).fill(line.name);
    await dialog.getByRole('textbox', { name: field('Line 1 value') }).fill(line.value);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async upload(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.action('Notes & attachments');
    await this.dialog().locator('input[type=file]').setInputFiles(files);
    await this.dialog().getByRole('button', { name: 'Upload', exact: true }).click();
  }

  /** The result line of one file after an upload: its icon says Uploaded or Not uploaded. */
  uploadResult(fileName: string) {
    return this.dialog().getByRole('list', { name: 'Upload results' }).getByRole('listitem').filter({ hasText: fileName });
  }

  async closeDialog() {
    await this.dialog().getByRole('button', { name: 'Close' }).first().click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  async sendNotifications() {
    await this.action('Send notifications');
    await this.dialog().getByRole('button', { name: 'Send', exact: true }).click();
  }

  c13(barcode: string) {
    return this.page.getByRole('switch', { name: `C13 for ${barcode}` });
  }
}

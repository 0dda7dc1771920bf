import type { Page } from 'playwright-core';

export type FileToUpload = { name: string; mimeType: string; buffer: Buffer };

/** /orders/:id: header fields, location banner, package and item cards, and the order's dialogs. */
export class OrderDetailPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, id: number) {
    await this.page.goto(`${baseUrl}/orders/${id}`);
    await this.ready(id);
  }

  async ready(id: number) {
    await this.page.getByRole('heading', { name: `Order #${id}`, level: 2 }).waitFor();
  }

  /** A header field as it reads on screen, 'Label: value'. */
  field(label: string, value: string | number) {
    return this.page.getByText(`${label}: ${value}`, { exact: true });
  }

  locationBanner() {
    return this.page.getByLabel('Customer location');
  }

  packageCard(position: number, total: number) {
    return this.page.getByRole('region', { name: `Package ${position} of ${total}` });
  }

  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async openDialog(button: RegExp, title: string) {
    await this.button(button).click();
    await this.dialog().getByRole('heading', { name: title }).waitFor();
  }

  async closeDialog() {
    await this.dialog().getByRole('button', { name: 'Close' }).first().click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  /** Chooses files through the browser's file chooser, which a click on the field opens. */
  async choose(fieldLabel: string, files: FileToUpload[]) {
    const field = this.dialog().getByRole('button', { name: fieldLabel, exact: true });
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), field.click()]);
    await chooser.setFiles(files);
  }

  async upload(fieldLabel: string, files: FileToUpload[]) {
    await this.choose(fieldLabel, files);
    await this.dialog().getByRole('button', { name: 'Upload', exact: true }).click();
  }

  /** Answers the confirmation dialog that a destructive action opens. */
  async confirm(title: string, label: string) {
    const confirm = this.page.getByRole('dialog', { name: title });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: label, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
  }
}

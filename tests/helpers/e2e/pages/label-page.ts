import type { Page } from 'playwright-core';

/** /packages/:id/label: the printable 4×6 in label, outside the app shell. */
export class LabelPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, packageId: number) {
    await this.page.goto(`${baseUrl}/packages/${packageId}/label`);
    await this.ready();
  }

  async ready() {
    await this.label().waitFor();
    // jsbarcode draws into the SVG after it loads; the bars are rect elements.
    await this.barcode().locator('rect').nth(1).waitFor();
    await this.page.getByTestId('label-qr').and(this.page.locator('img')).waitFor();
  }

  label() {
    return this.page.getByRole('article');
  }

  barcode() {
    return this.page.getByTestId('label-barcode');
  }

  text(value: string) {
    return this.label().getByText(value, { exact: true });
  }

  borderColour() {
    return this.label().evaluate((element) => getComputedStyle(element).borderTopColor);
  }
}

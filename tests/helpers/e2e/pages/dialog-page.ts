import type { Locator, Page } from 'playwright-core';
import { field } from './field-label';

/** A screen that adds, edits and confirms in one dialog at a time: what its page objects share. */
export class DialogPage {
  constructor(protected readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog');
  }

  submitButton(label: string) {
    return this.dialog().getByRole('button', { name: label, exact: true });
  }

  /** Clicks the dialog's button and waits until the dialog has closed. */
  async submit(label: string) {
    await this.submitButton(label).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  /** Clicks what opens the dialog and waits for the dialog's heading. */
  protected async openDialog(opener: Locator, heading: string) {
    await opener.click();
    await this.dialog().getByRole('heading', { name: heading }).waitFor();
  }

  /** Fills the dialog's fields by label, in the order given; a field without a value is left as it is. */
  protected async fillDialog(values: Record<string, string | undefined>) {
    for (const [label, value] of Object.entries(values)) {
      if (value !== undefined) await this.dialog().getByLabel(field(label)).fill(value);
    }
  }
}

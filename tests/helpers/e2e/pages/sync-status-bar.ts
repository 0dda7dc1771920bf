import type { Page } from 'playwright-core';

/** The top bar's sync indicator: the 'Sync status' button, which says the state in words, and the 'Sync' panel it opens. */
export class SyncStatusBar {
  constructor(private readonly page: Page) {}

  /**
   * The changes waiting to be sent, as the button's words count them (each scanned code is one):
   * 'Offline — 5 changes saved on this device', '5 changes waiting to send', 'Sending 5 changes'.
   */
  async pending() {
    const words = ((await this.button().getAttribute('aria-label')) ?? '').replace(/^Sync status: /, '');
    const count = /(?:^|Offline — |Sending |send )(\d+) changes?\b/.exec(words);
    return count ? Number(count[1]) : 0;
  }

  button() {
    return this.page.getByRole('button', { name: /^Sync status: / });
  }

  panel() {
    return this.page.getByRole('dialog', { name: 'Sync' });
  }

  async open() {
    await this.button().click();
    await this.panel().getByRole('button', { name: 'Sync now' }).waitFor();
  }

  async close() {
    await this.panel().getByRole('button', { name: 'Close' }).click();
    await this.panel().waitFor({ state: 'hidden' });
  }

  syncNow() {
    return this.panel().getByRole('button', { name: 'Sync now' });
  }

  /** One queued, sending or failed change in the panel, by the line that describes it ('3 codes scanned at Dock', 'Hold 3 packages'). */
  row(description: string | RegExp) {
    return this.panel().getByRole('listitem', { name: description });
  }

  /** The headings over the two lists carry their counts: 'Failed (1)', 'Waiting to send (4)'. */
  heading(text: string) {
    return this.panel().getByRole('heading', { name: text, exact: true });
  }

  /** Every described row in the panel, as its accessible name. */
  async rowNames() {
    const rows = this.panel().locator('li[aria-label]');
    const names: string[] = [];
    for (const row of await rows.all()) names.push((await row.getAttribute('aria-label')) ?? '');
    return names;
  }

  /** The drawer's form for a refused scan upload, opened by Edit & retry. */
  scanEdit() {
    return this.panel().getByRole('region', { name: 'Edit scans and retry' });
  }
}

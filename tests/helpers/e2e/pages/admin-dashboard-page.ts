import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** The admin dashboard: a section per chart, each with its table toggle and CSV export. */
export class AdminDashboardPage {
  constructor(private readonly page: Page) {}

  section(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  /** Waits until the chart of the section is drawn (recharts' svg surface is in place). */
  async chartDrawn(title: string) {
    await this.section(title).locator('svg.recharts-surface').first().waitFor({ timeout: 15_000 });
  }

  /** Opens the section's table and reads its rows: the row's name, then every figure as shown. */
  async tableRows(title: string) {
    const section = this.section(title);
    await section.getByRole('button', { name: `Show table of ${title.toLowerCase()}` }).click();
    const table = section.getByRole('table');
    await table.waitFor();
    return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())));
  }

  async tableHeader(title: string) {
    return (await this.section(title).getByRole('table').locator('thead th').allInnerTexts()).map((text) => text.trim());
  }

  async downloadCsv(title: string) {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.section(title).getByRole('button', { name: `Export CSV of ${title.toLowerCase()}` }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    return { name: download.suggestedFilename(), lines: text.split('\r\n').slice(0, -1) };
  }
}

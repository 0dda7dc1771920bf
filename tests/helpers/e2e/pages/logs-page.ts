import type { Page } from 'playwright-core';

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /admin/logs: Date From, Date To and a worker, Search and Clear Filters, then the activities of the period. */
export class LogsPage {
  constructor(private readonly page: Page) {}

  async ready() {
    await this.page.getByRole('heading', { name: 'Activity Logs', level: 2 }).waitFor();
  }

  searchButton() {
    return this.page.getByRole('button', { name: 'Search', exact: true });
  }

  /** Picks a day, 'YYYY-MM-DD', in the calendar of the named picker ('Date From', 'Date To'). */
  async chooseDay(picker: 'Date From' | 'Date To', day: string) {
    await this.page.getByRole('button', { name: new RegExp(`^${picker}`) }).click();
    const dayButton = this.page.getByRole('button', { name: dayLabel.format(new Date(`${day}T00:00:00Z`)), exact: true });
    await dayButton.click();
    // The calendar closes with a transition; the next picker's calendar would hold the same day beside it.
    await dayButton.first().waitFor({ state: 'detached' });
  }

  async search() {
    await this.searchButton().click();
  }

  /** The table's row, or the phone's card, that reads `sentence`. */
  activity(sentence: string) {
    return this.page.getByRole('list', { name: 'Activities' }).getByRole('listitem').or(this.page.getByRole('table', { name: 'Activities' }).locator('tbody tr')).filter({ hasText: sentence });
  }

  exportButton() {
    return this.page.getByRole('button', { name: 'Export CSV' });
  }
}

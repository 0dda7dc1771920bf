import type { Page } from 'playwright-core';

/** /packages: search, filters, the active-filter chips and the table (cards on a phone). */
export class PackagesPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, query = '') {
    await this.page.goto(`${baseUrl}/packages${query}`);
    await this.ready();
  }

  async ready() {
    await this.page.getByRole('heading', { name: 'Packages', level: 2 }).waitFor();
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }

  list() {
    return this.page.getByRole('table', { name: 'Packages' }).or(this.page.getByRole('list', { name: 'Packages' }));
  }

  /** The row (or card) of one package, found by its barcode. */
  entry(barcode: string) {
    return this.list().locator('tr, li').filter({ hasText: barcode });
  }

  activeFilter(label: string) {
    return this.page.getByRole('button', { name: `Clear filter: ${label}` });
  }

  activeFilters() {
    return this.page.getByRole('button', { name: /^Clear filter: / });
  }

  empty() {
    return this.page.getByText('No packages match these filters.');
  }
}

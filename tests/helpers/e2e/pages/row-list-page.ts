import { DialogPage } from './dialog-page';
import { field } from './field-label';

/**
 * An admin list shown as a table from a tablet up and as a list of rows on a phone (taxes,
 * checkpoints): a search, a result count, sorting, a row per entry with its actions behind one
 * button, and the add/edit dialog.
 */
export abstract class RowListPage extends DialogPage {
  /** The accessible name of the phone's list of rows. */
  protected abstract readonly listName: string;

  async search(text: string) {
    await this.page.getByLabel(field('Search')).fill(text);
  }

  /** Every entry's row, of the table or of the phone's list. */
  rows() {
    return this.page.locator('tbody tr').or(this.page.getByRole('list', { name: this.listName }).getByRole('listitem'));
  }

  row(name: string) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) })
      .or(this.page.getByRole('listitem', { name, exact: true }));
  }

  /** The entries' names as the table lists them, top to bottom. */
  async rowNames() {
    return (await this.page.getByRole('rowheader').allInnerTexts()).map((text) => text.trim());
  }

  /** The line that counts what the search matches: '32 categories', '3 matches'. */
  resultCount() {
    return this.page.getByRole('status').filter({ hasText: /^[\d,]+\+? \w+$/ });
  }

  /** Clicks the column's header, which sorts by it (again to turn the order round). */
  async sortBy(column: string) {
    await this.page.getByRole('columnheader', { name: column }).getByRole('button').click();
  }

  actionsButton(name: string) {
    return this.row(name).getByRole('button', { name: `Actions for ${name}`, exact: true });
  }

  async chooseAction(name: string, action: 'Edit' | 'Delete') {
    await this.actionsButton(name).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** The words a disabled dialog submit points at (aria-describedby) to say why; null while it is enabled. */
  async submitReason(label: string) {
    const id = await this.submitButton(label).getAttribute('aria-describedby');
    return id === null ? null : this.page.locator(`[id="${id}"]`).innerText();
  }

  /** Deletes the row's entry through its menu and answers the confirmation. */
  async delete(name: string) {
    await this.chooseAction(name, 'Delete');
    await this.submit('Delete');
  }
}

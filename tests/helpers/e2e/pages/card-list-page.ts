import { DialogPage } from './dialog-page';
import { field } from './field-label';

/** An admin list of cards (checkpoints, taxes, customers, workers): a search field, a card per entry and the dialog. */
export class CardListPage extends DialogPage {
  async search(text: string) {
    await this.page.getByLabel(field('Search')).fill(text);
  }

  cards() {
    return this.page.getByRole('article');
  }

  card(name: string) {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** Clicks Delete on the card and answers the confirmation. */
  async delete(name: string) {
    await this.card(name).getByRole('button', { name: 'Delete' }).click();
    await this.submit('Delete');
  }
}

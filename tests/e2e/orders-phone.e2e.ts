import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { OrdersPage } from '../helpers/e2e/pages/orders-page';
import { page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession({ viewport: { width: 390, height: 844 } });

const cards = () => page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
const firstCardLink = () => cards().first().getByRole('link', { name: /^Order #\d+$/ });

describe('the orders list on a phone', () => {
  it('shows cards with the customer and the state, and keeps search and page through a visit to an order and Back', async () => {
    await signInTo('/orders', 'admin@demo.test');
    const orders = new OrdersPage(page);
    const knowles = (response: Response) => /\/api\/orders\/paginated\?/.test(response.url()) && /search=Knowles/.test(response.url());
    const pageOne = page.waitForResponse((response) => knowles(response) && !/page=2/.test(response.url()));
    await orders.search('Knowles');
    await page.waitForURL(/[?&]search=Knowles/);
    // Next is pressed on the searched list, as a person does: a press between the address taking the
    // search and the list reading it turned the page of the unsearched list, and the search then
    // started again at page 1 (seen on a loaded machine).
    await pageOne;
    // The pager turns at once and the cards follow when the page arrives: the test goes by the answer.
    const pageTwo = page.waitForResponse((response) => knowles(response) && /page=2/.test(response.url()));
    await page.getByRole('button', { name: 'Next' }).click();
    const answer = (await (await pageTwo).json()) as { data: Array<{ id: number }> };
    const first = `Order #${answer.data[0]!.id}`;
    await expect.poll(() => firstCardLink().innerText()).toBe(first);
    expect(await cards().first().innerText()).toMatch(/Knowles/);
    expect(await cards().first().innerText()).toMatch(/\b(Open|Closed)\b/i);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });

    // A tap on the card's lower part, away from its link's text, opens the order.
    await cards().first().scrollIntoViewIfNeeded();
    const box = (await cards().first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
    await page.waitForURL(new RegExp(`/orders/${first.replace('Order #', '')}$`), { waitUntil: 'commit' });
    await page.goBack();

    await page.getByText('Page #2').waitFor();
    expect(await orders.searchBox().inputValue()).toBe('Knowles');
    await expect.poll(() => firstCardLink().innerText()).toBe(first);
    expect(new URL(page.url()).search).toBe('?search=Knowles&page=2');
  });
});

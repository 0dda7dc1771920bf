import { beforeAll, describe, expect, it } from 'vitest';
import { businessTimeZone } from '../../src/domain/constants';
import type { Order } from '../../src/domain/orders';
import { createCustomer, createOrder, defaultPackages, uniqueTag, type TestCustomer } from '../helpers/e2e/order-fixtures';
import { CustomersPage } from '../helpers/e2e/pages/customers-page';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// The dialog's page size is the server's (ten); one order more than a page makes a second page.
const pageSize = 10;
// Debounced searches and refetches on a busy test machine can take a few seconds to show.
const settle = { timeout: 10_000 };

const tag = uniqueTag();
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: businessTimeZone });
let customer: TestCustomer;
let other: TestCustomer;
/** The customer's orders, newest first, as the dialog lists them. */
let newestFirst: Order[];
let otherOrder: Order;

beforeAll(async () => {
  customer = await createCustomer(baseUrl, 'Orla', `Orders${tag}`, 1);
  other = await createCustomer(baseUrl, 'Otto', `Other${tag}`, 2);
  const arranged: Order[] = [];
  // One after another, so creation order is the dialog's order; padded so no vendor is a prefix of another.
  for (let n = 1; n <= pageSize + 1; n += 1) {
    arranged.push(await createOrder(baseUrl, customer.id, defaultPackages(tag), `Vendor ${tag} ${String(n).padStart(2, '0')}`));
  }
  newestFirst = arranged.reverse();
  otherOrder = await createOrder(baseUrl, other.id, defaultPackages(tag), `Other vendor ${tag}`);
});

const openOrdersOf = async (customers: CustomersPage, person: TestCustomer) => {
  await customers.search(person.last_name);
  await customers.card(person.full_name).waitFor(settle);
  await customers.openOrders(person.full_name);
  await customers.dialog().getByText(`Orders of ${person.full_name}`, { exact: true }).waitFor();
};

const expectListed = async (customers: CustomersPage, listed: Order[]) => {
  await expect.poll(() => customers.listedOrderIds(), settle).toEqual(listed.map((order) => order.id));
  for (const order of listed) {
    const entry = customers.orderEntry(order.id);
    await expect(customers.orderLink(order.id).getAttribute('href')).resolves.toBe(`/orders/${order.id}`);
    await entry.getByText(order.status, { exact: true }).waitFor();
    const details = await entry.textContent();
    expect(details).toContain(day.format(new Date(order.created_at)));
    expect(details).toContain(order.vendor);
    // The fixture orders go next-day, which every screen names Priority.
    expect(details).toContain('Priority');
    expect(details).not.toContain('next-day');
  }
};

describe("A customer's Orders dialog", () => {
  it("lists only that customer's orders, newest first, ten a page, with Previous and Next", async () => {
    await signInTo('/customers', 'admin@demo.test');
    const customers = new CustomersPage(page);
    await openOrdersOf(customers, customer);

    await expectListed(customers, newestFirst.slice(0, pageSize));
    await expect(customers.listedOrderIds()).resolves.not.toContain(otherOrder.id);
    await expect(customers.ordersPageSelect().inputValue()).resolves.toBe('Page #1');
    await expect(customers.ordersPager('Previous').isDisabled()).resolves.toBe(true);

    await customers.ordersPager('Next').click();
    await expectListed(customers, newestFirst.slice(pageSize));
    await expect(customers.ordersPageSelect().inputValue()).resolves.toBe('Page #2');
    await expect(customers.ordersPager('Next').isDisabled()).resolves.toBe(true);
    await expect(customers.listedOrderIds()).resolves.not.toContain(otherOrder.id);

    await customers.ordersPager('Previous').click();
    await expectListed(customers, newestFirst.slice(0, pageSize));
  });

  it("shows the other customer's single order alone, without paging, after the first customer's dialog closes", async () => {
    await signInTo('/customers', 'admin@demo.test');
    const customers = new CustomersPage(page);
    await openOrdersOf(customers, customer);
    await customers.orderLinks().first().waitFor(settle);
    await customers.dialog().getByRole('button', { name: 'Close' }).click();
    await customers.dialog().waitFor({ state: 'hidden' });

    await openOrdersOf(customers, other);
    await expectListed(customers, [otherOrder]);
    await expect(customers.ordersPager('Next').count()).resolves.toBe(0);
  });
});

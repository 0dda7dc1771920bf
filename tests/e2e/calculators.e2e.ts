import { describe, expect, it } from 'vitest';
import { formatDollars, parseCents, zCalculatorV2Answer, type CalculatorV2Body } from '../../src/domain/pricing';
import { apiToken } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { CalculatorPage } from '../helpers/e2e/pages/calculator-page';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';
import { createTax, deleteTax } from '../helpers/e2e/tax-fixtures';

useBrowserSession(desktop);

const unique = `${Date.now().toString(36)}${process.pid % 10_000}`;
const dollars = (amount: number) => formatDollars(parseCents(amount));

/** What the API answers a guest for the same input the test types. */
const calculate = async (body: CalculatorV2Body) => {
  const response = await fetch(`${baseUrl}/api/calculatorv2`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return zCalculatorV2Answer.parse(await response.json());
};

describe('Cost calculator (public)', () => {
  it('lets a guest price a package and clears the result when an input changes', async () => {
    const token = await apiToken(baseUrl, 'admin@demo.test');
    const category = await createTax(baseUrl, token, {
      description: `Camera gear ${unique}`,
      vat: 35,
      levy: 5,
      levy_kind: 'percent',
      zero_rated: false,
      tariff_code: `CG-${unique}`,
    });
    try {
      const calculator = new CalculatorPage(page);
      await calculator.open(baseUrl);
      await expect(calculator.method().inputValue()).resolves.toBe('Standard');
      for (const name of ['weight', 'length', 'width', 'height'] as const) await expect(calculator.measure(name).inputValue()).resolves.toBe('0');
      await expect(calculator.removeButtons().count()).resolves.toBe(0);
      await expect(calculator.calculateButton().isDisabled()).resolves.toBe(true);
      await expect(calculator.calculateReason()).resolves.toBe('Not ready to calculate: Tax category is required (item 1).');

      // Priority is next-day's name; consolidate N and S are listed but cannot be picked.
      await calculator.openMethods();
      await calculator.option('Priority').waitFor();
      for (const name of ['Consolidate N', 'Consolidate S']) await expect(calculator.option(name).getAttribute('aria-disabled')).resolves.toBe('true');
      await calculator.option('Standard').click();

      // Each measure holds 0: clicking it and typing gives what was typed, not 010.
      for (const [name, text] of [['weight', '10'], ['length', '12'], ['width', '10'], ['height', '8']] as const) {
        await calculator.typeMeasure(name, text);
        await expect(calculator.measure(name).inputValue()).resolves.toBe(text);
      }
      await calculator.chooseCategory(1, category.description);
      await calculator.price(1).fill('249.99');
      await expect.poll(() => calculator.calculateButton().isDisabled()).toBe(false);
      await expect(calculator.calculateReason()).resolves.toBeNull();
      await calculator.calculateButton().click();
      await calculator.result().waitFor();

      const answer = await calculate({
        orderInfo: { shipping_method: 'standard' },
        packageInfo: { weight: 10, length: 12, width: 10, height: 8 },
        items: [{ tax_id: category.id, price: 249.99 }],
      });
      expect(answer.grand_total).toBeGreaterThan(0);
      await expect(calculator.amount('Grand total')).resolves.toBe(dollars(answer.grand_total));
      await expect(calculator.amount('Freight total')).resolves.toBe(dollars(answer.freight_total_charges));
      await expect(calculator.amount('Customs total')).resolves.toBe(dollars(answer.customs_total_charges));
      await expect(calculator.amount('Processing fee')).resolves.toBe(dollars(answer.processing_fee));
      await page.screenshot({ path: 'tests/e2e/artifacts/calculator-guest-1280.png', fullPage: true });
      expect(await blockingViolations(page)).toEqual([]);

      await calculator.measure('weight').fill('11');
      await calculator.result().waitFor({ state: 'detached' });
      // Cleared, not crashed: the form is still there with what was typed.
      await calculator.calculateButton().waitFor();
      await expect(calculator.measure('weight').inputValue()).resolves.toBe('11');
      // Changing it back does not bring the old answer back either: it has to be calculated again.
      await calculator.measure('weight').fill('10');
      await expect(calculator.result().count()).resolves.toBe(0);
    } finally {
      await deleteTax(baseUrl, token, category.id);
    }
  });

  it('takes one to three items: add disappears at three, remove only while more than one remains', async () => {
    const calculator = new CalculatorPage(page);
    await calculator.open(baseUrl);
    await expect(calculator.items().count()).resolves.toBe(1);
    await expect(calculator.removeButtons().count()).resolves.toBe(0);

    await calculator.addItemButton().click();
    await expect(calculator.items().count()).resolves.toBe(2);
    await expect(calculator.removeButtons().count()).resolves.toBe(2);
    await calculator.addItemButton().click();
    await expect(calculator.items().count()).resolves.toBe(3);
    await expect(calculator.addItemButton().count()).resolves.toBe(0);

    await calculator.price(3).fill('12.5');
    await calculator.item(2).getByRole('button', { name: 'Remove item 2' }).click();
    await expect(calculator.items().count()).resolves.toBe(2);
    await expect(calculator.price(2).inputValue()).resolves.toBe('12.5');
    await calculator.addItemButton().waitFor();
    await calculator.item(1).getByRole('button', { name: 'Remove item 1' }).click();
    await expect(calculator.items().count()).resolves.toBe(1);
    await expect(calculator.removeButtons().count()).resolves.toBe(0);
  });

  it('links back to sign in', async () => {
    const calculator = new CalculatorPage(page);
    await calculator.open(baseUrl);
    await page.getByRole('link', { name: 'Have an account? Sign in' }).click();
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('takes a guest on a 390 px phone from the login page to the calculator and to the orders for sale', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/login`);
    const withoutAccount = page.getByRole('navigation', { name: 'Without an account' });
    await withoutAccount.getByRole('link', { name: 'Cost calculator' }).click();
    await page.waitForURL(`${baseUrl}/calculator-v2`);
    await page.getByRole('heading', { name: 'Cost Calculator' }).waitFor();
    // The arrival day, empty: today's rates.
    await expect(page.getByRole('button', { name: /^Arrival at our Miami warehouse/ }).innerText()).resolves.toBe('Today');
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });

    await page.goBack();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    await withoutAccount.getByRole('link', { name: 'Orders for sale' }).click();
    await page.waitForURL(`${baseUrl}/orders-for-sale`);
    await page.waitForLoadState('networkidle');
    // A public page: the guest stays on it rather than being sent to sign in.
    expect(new URL(page.url()).pathname).toBe('/orders-for-sale');
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const calculator = new CalculatorPage(page);
    await calculator.open(baseUrl);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe('Shipping estimate (signed in)', () => {
  it('needs all six fields, shows cost and ready day, and clears them on any change', async () => {
    await signInTo('/shipping-estimate', 'personal@demo.test');
    await page.getByRole('heading', { name: 'Shipping Estimate' }).waitFor();
    await page.getByRole('link', { name: 'Duty and fees too? Open the cost calculator' }).waitFor();
    const estimate = page.getByRole('button', { name: 'Estimate', exact: true });
    await expect(estimate.isDisabled()).resolves.toBe(true);

    await page.getByRole('combobox', { name: /^Arrival day/ }).click();
    await page.getByRole('option', { name: 'Friday', exact: true }).click();
    const calculator = new CalculatorPage(page);
    await calculator.setMeasures({ weight: '10', length: '12', width: '10' });
    await expect(estimate.isDisabled()).resolves.toBe(true);
    await calculator.setMeasures({ height: '8' });
    await expect.poll(() => estimate.isDisabled()).toBe(false);
    await estimate.click();

    const result = page.getByRole('region', { name: 'Estimate' });
    await result.waitFor();
    const response = await fetch(`${baseUrl}/api/calculator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { arrival: 'friday', shippingMethod: 'standard', weight: 10, length: 12, width: 10, height: 8 } }),
    });
    const answer = (await response.json()) as { cost: number; eta: string; transit_days: number };
    await result.getByText(dollars(answer.cost), { exact: true }).waitFor();
    await result.getByText(`${answer.transit_days} working days after arrival`, { exact: true }).waitFor();

    await calculator.measure('height').fill('9');
    await result.waitFor({ state: 'detached' });
    await expect(estimate.isDisabled()).resolves.toBe(false);
  });
});

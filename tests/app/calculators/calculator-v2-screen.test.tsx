import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { calculatorsApi } from '../../../src/app/api/calculators';
import { taxesApi } from '../../../src/app/api/taxes';
import { CalculatorV2Screen, ShippingEstimateScreen } from '../../../src/app/areas/calculators';
import { sessionStore } from '../../../src/app/session/session-store';
import type { CalculatorV2Answer } from '../../../src/domain/pricing';
import type { Tax } from '../../../src/domain/taxes';
import { renderWithProviders } from '../../helpers/app/render';

const clothing: Tax = { id: 4, description: 'Clothing and apparel', vat: 25, levy: 0, levy_kind: 'percent', zero_rated: false, tariff_code: '6109' };

beforeEach(() => {
  vi.spyOn(taxesApi, 'list').mockResolvedValue({ data: [clothing] });
});
afterEach(() => vi.restoreAllMocks());

const calculate = () => screen.getByRole('button', { name: 'Calculate' });

describe('Cost calculator', () => {
  it('replaces the 0 a measure starts with when a person clicks it and types', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CalculatorV2Screen />);
    const weight = screen.getByRole<HTMLInputElement>('textbox', { name: /^Weight \(lb\)/ });
    expect(weight.value).toBe('0');
    await user.click(weight);
    await user.type(weight, '12');
    expect(weight.value).toBe('12');
  });

  it('says next to a disabled Calculate what is missing, and lets it go once that is filled in', async () => {
    const user = userEvent.setup();
    const send = vi.spyOn(calculatorsApi, 'calculate');
    renderWithProviders(<CalculatorV2Screen />);
    expect(calculate()).toHaveProperty('disabled', true);
    const reason = screen.getByText('Not ready to calculate: Tax category is required (item 1).');
    expect(calculate().getAttribute('aria-describedby')).toBe(reason.id);

    await user.click(screen.getByRole('combobox', { name: /^Tax category/ }));
    await user.click(await screen.findByRole('option', { name: /^Clothing and apparel/, hidden: true }));
    await waitFor(() => expect(calculate()).toHaveProperty('disabled', false));
    expect(screen.queryByText(/^Not ready to calculate/)).toBeNull();
    expect(calculate().hasAttribute('aria-describedby')).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});

const answer: CalculatorV2Answer = {
  total_freight_charges: 20,
  insurance: 1.5,
  freight_vat_total: 2.15,
  freight_total_charges: 23.65,
  total_duty_charges: 12.5,
  processing_fee: 5,
  duty_vat_total: 2.63,
  customs_total_charges: 20.13,
  grand_total: 43.78,
};

// jsdom has no layout, so Mantine's popover takes its field for scrolled away and hides the calendar (display: none) once placed.
const day = (name: string) => screen.findByRole('button', { name, hidden: true });
const arrival = () => screen.getByRole('button', { name: /^Arrival at our Miami warehouse/ });

const chooseCategory = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('combobox', { name: /^Tax category/ }));
  await user.click(await screen.findByRole('option', { name: /^Clothing and apparel/, hidden: true }));
  await waitFor(() => expect(calculate()).toHaveProperty('disabled', false));
};

describe('The arrival day', { timeout: 15_000 }, () => {
  // The calendar opens on the current month; a fixed today keeps its days where the tests look.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('starts empty, priced at today’s rates, and says what the day changes', async () => {
    const user = userEvent.setup();
    const send = vi.spyOn(calculatorsApi, 'calculate').mockResolvedValue(answer);
    renderWithProviders(<CalculatorV2Screen />);
    expect(arrival().textContent).toBe('Today');
    expect(screen.getByText('Charges are priced at the rates in force on the day your package arrives. Leave empty for today’s rates.')).toBeTruthy();
    await chooseCategory(user);
    await user.click(calculate());
    const result = await screen.findByRole('region', { name: 'Estimated charges' });
    expect(send.mock.calls[0]![0].orderInfo).toEqual({ arrival: null, shipping_method: 'standard' });
    expect(within(result).getByText(/^An estimate at today’s rates\./)).toBeTruthy();
  });

  it('sends the day chosen as orderInfo.arrival, names it under the result, and a new day clears the result', async () => {
    const user = userEvent.setup();
    const send = vi.spyOn(calculatorsApi, 'calculate').mockResolvedValue(answer);
    renderWithProviders(<CalculatorV2Screen />);
    await chooseCategory(user);
    fireEvent.click(arrival());
    fireEvent.click(await day('16 March 2026'));
    expect(arrival().textContent).toBe('Mon, Mar 16, 2026');
    await user.click(calculate());
    const result = await screen.findByRole('region', { name: 'Estimated charges' });
    expect(send.mock.calls[0]![0].orderInfo).toEqual({ arrival: '2026-03-16', shipping_method: 'standard' });
    expect(within(result).getByText(/^An estimate at the rates in force on Mar 16, 2026\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear arrival date' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Estimated charges' })).toBeNull());
    expect(arrival().textContent).toBe('Today');
  });

  it('shows the server’s refusal of a day before the first rates on the field', async () => {
    vi.spyOn(calculatorsApi, 'calculate').mockRejectedValue(
      new ApiError(400, { code: 'VALIDATION', message: 'Some fields are invalid.', fields: { 'orderInfo.arrival': 'No rates are in force on that date.' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CalculatorV2Screen />);
    await chooseCategory(user);
    await user.click(calculate());
    expect(await screen.findByText('No rates are in force on that date.')).toBeTruthy();
  });
});

describe('Links between the calculators', () => {
  afterEach(() => sessionStore.signOut());

  it('offers a guest to sign in, and no shipping estimate, which needs an account', () => {
    renderWithProviders(<CalculatorV2Screen />);
    expect(screen.getByRole('link', { name: 'Have an account? Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: /Shipping estimate/ })).toBeNull();
  });

  it('takes a signed-in user to the shipping estimate', () => {
    sessionStore.signIn({ token: 'token', user: { id: 7, first_name: 'Pat', last_name: 'Personal', account_type: 'personal', special: false } });
    renderWithProviders(<CalculatorV2Screen />);
    expect(screen.getByRole('link', { name: 'Shipping estimate: when is it ready?' }).getAttribute('href')).toBe('/shipping-estimate');
    expect(screen.queryByRole('link', { name: 'Have an account? Sign in' })).toBeNull();
  });

  it('links the shipping estimate to the cost calculator', () => {
    renderWithProviders(<ShippingEstimateScreen />);
    expect(screen.getByRole('link', { name: 'Duty and fees too? Open the cost calculator' }).getAttribute('href')).toBe('/calculator-v2');
  });
});

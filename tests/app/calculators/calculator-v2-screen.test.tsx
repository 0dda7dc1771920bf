import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatorsApi } from '../../../src/app/api/calculators';
import { taxesApi } from '../../../src/app/api/taxes';
import { CalculatorV2Screen } from '../../../src/app/areas/calculators';
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

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShippingMethodFilter } from '../../src/app/components/shipping-method-filter';
import { renderWithProviders } from '../helpers/app/render';

const choose = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: 'Shipping method' }));
  // jsdom has no layout, so Mantine's popover takes its field for scrolled away and hides the list (display: none) once placed.
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
};

describe('ShippingMethodFilter', () => {
  it('shows All methods until a method is chosen', () => {
    renderWithProviders(<ShippingMethodFilter value={null} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Shipping method' })).toHaveProperty('placeholder', 'All methods');
  });

  it("reports the filter's value for the label chosen, not the order form's", async () => {
    const onChange = vi.fn();
    renderWithProviders(<ShippingMethodFilter value={null} onChange={onChange} />);
    await choose('Consolidated');
    expect(onChange).toHaveBeenLastCalledWith('consolidate');
    await choose('Priority');
    expect(onChange).toHaveBeenLastCalledWith('next-day');
  });

  it('shows a chosen method by its label', () => {
    renderWithProviders(<ShippingMethodFilter value="next-day" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Shipping method' })).toHaveProperty('value', 'Priority');
  });
});

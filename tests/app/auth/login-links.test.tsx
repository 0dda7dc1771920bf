import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from '../../../src/app/areas/auth';
import { renderWithProviders } from '../../helpers/app/render';

describe('Login: what a guest may use without an account', () => {
  it('links to the cost calculator and to the orders for sale, beside the sign-in form', () => {
    renderWithProviders(<LoginScreen />, { path: '/login' });
    const links = screen.getByRole('navigation', { name: 'Without an account' });
    expect(within(links).getByRole('link', { name: 'Cost calculator' }).getAttribute('href')).toBe('/calculator-v2');
    expect(within(links).getByRole('link', { name: 'Orders for sale' }).getAttribute('href')).toBe('/orders-for-sale');
    // The form's own links stay as the spec has them.
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forget-password');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/registration');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { CartButton } from '../../../src/app/areas/cart/cart-button';
import { CheckoutScreen } from '../../../src/app/areas/checkout';
import { sessionStore } from '../../../src/app/session/session-store';
import type { AuthUser } from '../../../src/domain/auth';
import { renderWithProviders } from '../../helpers/app/render';

/** The checkout screen under the top bar's cart, as the signed-in user sees them. */
export const renderCheckout = (user: AuthUser) => {
  sessionStore.signIn({ token: 't', user });
  return renderWithProviders(
    <>
      <CartButton user={user} />
      <CheckoutScreen />
    </>,
    { path: '/checkout' },
  );
};

export const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`) });

/** Types into a field and leaves it, as a person does: the field is then touched. */
export const typeInto = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};

export const fillCard = (card: { name?: string; number?: string; exp?: string; cvv?: string } = {}) => {
  typeInto('Name on card', card.name ?? 'Pat Personal');
  typeInto('Card number', card.number ?? '4242 4242 4242 4242');
  typeInto('Expiry', card.exp ?? '12/2027');
  typeInto('CVV', card.cvv ?? '123');
};

export const payButton = () => screen.getByRole('button', { name: 'Pay' });

/** The words a disabled Pay points at (aria-describedby) to say why. */
export const payReason = () => {
  const id = payButton().getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id)?.textContent;
};

/** The amount on a line of the totals, e.g. 'Total to be charged' → '$142.95'; undefined when the line is not shown. */
export const totalLine = (label: string) => {
  const rows = [...screen.getByRole('group', { name: 'Totals' }).children];
  return rows.find((row) => row.firstElementChild?.textContent === label)?.lastElementChild?.textContent;
};

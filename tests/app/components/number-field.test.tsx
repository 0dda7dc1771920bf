import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AmountInput } from '../../../src/app/components/amount-input';
import { renderWithProviders } from '../../helpers/app/render';

/** An amount held by its owner, as a form holds it, with the value the owner got shown beside it. */
const Amount = ({ initial }: { initial: number | string }) => {
  const [value, setValue] = useState<number | string>(initial);
  return (
    <>
      <AmountInput label="Vendor shipping ($)" value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
};

const setUp = (initial: number | string) => {
  const user = userEvent.setup();
  renderWithProviders(<Amount initial={initial} />);
  return { user, input: screen.getByRole<HTMLInputElement>('textbox', { name: /Vendor shipping/ }), held: () => screen.getByRole('status').textContent };
};

describe('AmountInput', () => {
  it('replaces a 0 it holds with what is typed after a click', async () => {
    const { user, input, held } = setUp(0);
    await user.click(input);
    await user.type(input, '12');
    expect(input.value).toBe('12');
    expect(held()).toBe('12');
  });

  it('keeps a real amount: a click puts the caret after it, and typing adds to it', async () => {
    const { user, input, held } = setUp(5);
    await user.click(input);
    await user.keyboard('0');
    expect(input.value).toBe('50');
    expect(held()).toBe('50');
  });
});

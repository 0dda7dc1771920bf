import { useId, type ComponentPropsWithRef } from 'react';
import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';

type Props = ComponentPropsWithRef<'button'> & { count: number };

export const cartCountText = (count: number) => (count === 1 ? '1 invoice in your cart' : `${count} invoices in your cart`);

/**
 * The top bar's cart icon with its item-count badge (hidden at 0). The badge is drawn for the eye;
 * the button is described by the count in words, so a screen reader hears it too. Its ref and
 * other props go to the button, which the popup anchors to.
 */
export const CartIconButton = ({ count, ...button }: Props) => {
  const countId = useId();
  return (
    <Indicator label={count} disabled={count === 0} size={18} offset={8} color="red" maxValue={99} attributes={{ indicator: { 'aria-hidden': true } }}>
      <ActionIcon {...button} variant="subtle" size={48} aria-label="Cart" aria-describedby={count > 0 ? countId : undefined}>
        <IconShoppingCart />
        {count > 0 && <VisuallyHidden id={countId}>{cartCountText(count)}</VisuallyHidden>}
      </ActionIcon>
    </Indicator>
  );
};

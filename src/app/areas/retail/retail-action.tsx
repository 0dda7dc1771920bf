import { Button } from '@mantine/core';
import { IconExternalLink, IconShoppingBag, IconShoppingCartCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { decideScreen } from '../../../domain/access';
import type { AuthUser } from '../../../domain/auth';
import type { RetailOrder } from '../../../domain/retail';
import { loginPathFor } from '../../session/screen-route';
import { paysByCard } from '../cart';

type Props = {
  order: RetailOrder;
  user: AuthUser | null;
  inCart: boolean;
  adding: boolean;
  onAdd: (invoiceId: number) => void;
};

const size = { fullWidth: true, mih: 44 } as const;

/**
 * What a card offers its viewer (finance spec §2): a guest Buy Now, which signs in and comes back
 * here; a customer Add To Cart, or Already In Cart once it is there; staff, who sell nothing to
 * themselves, the order itself, where its customer and history are.
 */
export const RetailAction = ({ order, user, inCart, adding, onAdd }: Props) => {
  const { pathname, search } = useLocation();
  const which = `order #${order.pseudo_id}`;
  if (!user)
    return (
      <Button {...size} component={Link} to={loginPathFor(pathname + search)} leftSection={<IconShoppingBag size={18} />} aria-label={`Buy Now: ${which}`}>
        Buy Now
      </Button>
    );
  if (paysByCard(user)) {
    if (inCart)
      return (
        <Button {...size} variant="light" disabled leftSection={<IconShoppingCartCheck size={18} />} aria-label={`Already In Cart: ${which}`}>
          Already In Cart
        </Button>
      );
    return (
      <Button {...size} loading={adding} onClick={() => onAdd(order.invoice_id)} leftSection={<IconShoppingCartPlus size={18} />} aria-label={`Add To Cart: ${which}`}>
        Add To Cart
      </Button>
    );
  }
  if (decideScreen('order.detail', user).kind !== 'allow') return null;
  return (
    <Button {...size} variant="light" component={Link} to={`/orders/${order.order_id}`} leftSection={<IconExternalLink size={18} />} aria-label={`Open Order: ${which}`}>
      Open Order
    </Button>
  );
};

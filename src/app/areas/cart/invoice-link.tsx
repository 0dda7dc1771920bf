import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';

type Props = { invoice: { id: number; pseudo_id: string; for_sale?: boolean }; onNavigate?: () => void };

/**
 * 'Invoice #26-000123', opening the invoice; tall enough to hit with a thumb. An order for sale that
 * the viewer is buying opens on Orders for sale instead: its invoice is someone else's until paid.
 */
export const InvoiceLink = ({ invoice, onNavigate }: Props) => (
  <Anchor
    component={Link}
    to={invoice.for_sale ? screens['retail.index'].path : `/invoices/${invoice.id}`}
    onClick={onNavigate}
    fw={600}
    mih={44}
    display="inline-flex"
    style={{ alignItems: 'center', whiteSpace: 'nowrap' }}
  >
    {invoice.for_sale ? 'For sale' : 'Invoice'} #{invoice.pseudo_id}
  </Anchor>
);

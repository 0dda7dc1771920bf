import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

type Props = { invoice: { id: number; pseudo_id: string }; onNavigate?: () => void };

/** 'Invoice #26-000123', opening the invoice; tall enough to hit with a thumb. */
export const InvoiceLink = ({ invoice, onNavigate }: Props) => (
  <Anchor component={Link} to={`/invoices/${invoice.id}`} onClick={onNavigate} fw={600} mih={44} display="inline-flex" style={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
    Invoice #{invoice.pseudo_id}
  </Anchor>
);

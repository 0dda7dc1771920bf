import { IconArrowBackUp, IconCash, IconCheck, IconReceipt2, IconShoppingCartPlus, IconTag } from '@tabler/icons-react';
import type { InvoiceAction } from './invoice-actions';

/** One icon per action, the same on the buttons and in the floating menu. */
export const InvoiceActionIcon = ({ action }: { action: InvoiceAction }) => {
  const Icon = { approve: IconCheck, unapprove: IconArrowBackUp, pay: IconCash, fees: IconReceipt2, type: IconTag, cart: IconShoppingCartPlus }[action];
  return <Icon size={18} aria-hidden />;
};

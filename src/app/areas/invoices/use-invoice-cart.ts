import { cartMessages } from '../../../domain/cart';
import type { Invoice } from '../../../domain/invoices';
import { notifyError } from '../../components/notify';
import { useAddToCart } from '../cart';
import type { InvoiceViewer } from './invoice-viewer';

/**
 * Add to cart through the cart area, which refreshes the cart and this invoice (its in_cart), opens
 * the cart popup as the confirmation, and shows a refusal in the server's words. A customer's card
 * checkout takes only online invoices, so for any other type a customer is told whom to ask
 * (portal spec §8) and nothing is sent; staff pay every type at their own checkout.
 */
export const useInvoiceCart = (invoice: Invoice, viewer: InvoiceViewer) => {
  const cart = useAddToCart();
  const add = async () => {
    if (viewer.isCustomer && invoice.type !== 'online') notifyError(cartMessages.notOnline);
    else await cart.add(invoice.id);
  };
  return { add, pending: cart.pending };
};

export { useAddToCart } from './use-add-to-cart';
// For checkout, which pays this cart.
export { hasCart, paysByCard } from './cart-access';
export { refreshCart, useCart } from './cart-queries';
export { cartKey } from './cart-size';
export { InvoiceLink } from './invoice-link';

export { useAddToCart } from './use-add-to-cart';
// For checkout, which pays this cart.
export { hasCart, paysByCard } from './cart-access';
export { cartKey, refreshCart, useCart } from './cart-queries';
export { InvoiceLink } from './invoice-link';

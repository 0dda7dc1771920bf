export { CheckoutScreen } from './checkout-screen';

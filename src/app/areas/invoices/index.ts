export { InvoiceScreen } from './invoice-screen';

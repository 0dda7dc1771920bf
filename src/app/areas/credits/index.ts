export { CreditReceiptScreen } from './credit-receipt-screen';
export { CreditsScreen } from './credits-screen';

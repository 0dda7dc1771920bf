export { RatesScreen } from './rates-screen';

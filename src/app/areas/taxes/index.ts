export { TaxesScreen } from './taxes-screen';

export { RetailScreen } from './retail-screen';

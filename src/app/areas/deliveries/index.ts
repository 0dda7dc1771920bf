export { DeliveriesScreen } from './deliveries-screen';

export { CustomersScreen } from './customers-screen';
export { ProfileScreen } from './profile-screen';
export { WorkersScreen } from './workers-screen';

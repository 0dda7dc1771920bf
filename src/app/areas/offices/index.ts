export { OfficesScreen } from './offices-screen';

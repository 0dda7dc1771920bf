export { PrealertsScreen } from './prealerts-screen';

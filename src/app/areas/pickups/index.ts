export { UsPickupsScreen } from './us-pickups-screen';

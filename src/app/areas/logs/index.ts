export { LogsScreen } from './logs-screen';

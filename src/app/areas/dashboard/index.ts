export { ClientDashboardScreen } from './client-dashboard-screen';

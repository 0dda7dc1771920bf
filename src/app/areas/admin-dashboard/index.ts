// The charts' styles travel with the one screen that draws charts, not with every phone's first load.
import '@mantine/charts/styles.css';

export { AdminDashboardScreen } from './admin-dashboard-screen';

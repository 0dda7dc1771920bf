export { OldOrdersScreen, OldPackagesScreen } from './old-report-screens';

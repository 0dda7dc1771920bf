import { OldReportScreen } from './old-report-screen';
import { oldOrdersView, oldPackagesView } from './report-views';

/** reports.old (/reports/old-packages). */
export const OldPackagesScreen = () => <OldReportScreen view={oldPackagesView} />;

/** reports.old-orders (/reports/old-orders). */
export const OldOrdersScreen = () => <OldReportScreen view={oldOrdersView} />;

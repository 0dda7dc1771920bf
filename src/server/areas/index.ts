import type { AreaPlugin } from './plugin';
import { adminDashboardRoutes } from './admin-dashboard/routes';
import { alertsRoutes } from './alerts/routes';
import { authRoutes } from './auth/routes';
import { calculatorsRoutes } from './calculators/routes';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { checkpointsRoutes } from './checkpoints/routes';
import { creditsRoutes } from './credits/routes';
import { deliveriesRoutes } from './deliveries/routes';
import { eodRoutes } from './eod/routes';
import { filesRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { incidentRoutes } from './incident/routes';
import { invoicesRoutes } from './invoices/routes';
import { logsRoutes } from './logs/routes';
import { mailRoutes } from './mail/routes';
import { officesRoutes } from './offices/routes';
import { oldOrdersRoutes } from './old-orders/routes';
import { ordersRoutes } from './orders/routes';
import { packageInsRoutes } from './package-ins/routes';
import { packagesRoutes } from './packages/routes';
import { prealertsRoutes } from './prealerts/routes';
import { pickupsRoutes } from './pickups/routes';
import { ratesRoutes } from './rates/routes';
import { referenceRoutes } from './reference/routes';
import { reportsRoutes } from './reports/routes';
import { retailRoutes } from './retail/routes';
import { scanRoutes } from './scan/routes';
import { settingsRoutes } from './settings/routes';
import { shipmentsRoutes } from './shipments/routes';
import { taxesRoutes } from './taxes/routes';
import { uploadsRoutes } from './uploads/routes';
import { usersRoutes } from './users/routes';

/** Each area adds its routes here; the access policy must already name every one of them. */
export const areaRoutes: AreaPlugin = async (app, options) => {
  const areas = [
    healthRoutes,
    authRoutes,
    usersRoutes,
    referenceRoutes,
    pickupsRoutes,
    checkpointsRoutes,
    officesRoutes,
    logsRoutes,
    mailRoutes,
    taxesRoutes,
    ratesRoutes,
    calculatorsRoutes,
    ordersRoutes,
    invoicesRoutes,
    incidentRoutes,
    packagesRoutes,
    uploadsRoutes,
    filesRoutes,
    alertsRoutes,
    adminDashboardRoutes,
    scanRoutes,
    packageInsRoutes,
    prealertsRoutes,
    deliveriesRoutes,
    cartRoutes,
    checkoutRoutes,
    shipmentsRoutes,
    oldOrdersRoutes,
    retailRoutes,
    reportsRoutes,
    creditsRoutes,
    eodRoutes,
    settingsRoutes,
  ];
  for (const area of areas) {
    await app.register(area, { deps: options.deps });
  }
};

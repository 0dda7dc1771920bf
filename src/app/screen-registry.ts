import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { screens, type ScreenName } from '../domain/access';

/** One chunk per area, so warehouse phones do not download the office screens. */
const area = {
  auth: () => import('./areas/auth'),
  users: () => import('./areas/users'),
  checkpoints: () => import('./areas/checkpoints'),
  offices: () => import('./areas/offices'),
  pickups: () => import('./areas/pickups'),
  taxes: () => import('./areas/taxes'),
  rates: () => import('./areas/rates'),
  calculators: () => import('./areas/calculators'),
  orders: () => import('./areas/orders'),
  packages: () => import('./areas/packages'),
  scan: () => import('./areas/scan'),
  'package-ins': () => import('./areas/package-ins'),
  deliveries: () => import('./areas/deliveries'),
  checkout: () => import('./areas/checkout'),
  invoices: () => import('./areas/invoices'),
  shipments: () => import('./areas/shipments'),
  'old-orders': () => import('./areas/old-orders'),
  reports: () => import('./areas/reports'),
  credits: () => import('./areas/credits'),
  eod: () => import('./areas/eod'),
  incident: () => import('./areas/incident'),
  prealerts: () => import('./areas/prealerts'),
  dashboard: () => import('./areas/dashboard'),
  'admin-dashboard': () => import('./areas/admin-dashboard'),
  logs: () => import('./areas/logs'),
};

type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

const screen = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen =>
  Object.assign(lazy(() => load().then((module) => ({ default: pick(module) }))), { preload: load });

/** The screens this build has; the drawer and the router show only these. */
export const screenComponents: Partial<Record<ScreenName, Screen>> = {
  login: screen(area.auth, (m) => m.LoginScreen),
  register: screen(area.auth, (m) => m.RegisterScreen),
  'password.forget': screen(area.auth, (m) => m.ForgotPasswordScreen),
  'password.reset': screen(area.auth, (m) => m.ResetPasswordScreen),
  profile: screen(area.users, (m) => m.ProfileScreen),
  'customers.index': screen(area.users, (m) => m.CustomersScreen),
  'workers.index': screen(area.users, (m) => m.WorkersScreen),
  'checkpoints.index': screen(area.checkpoints, (m) => m.CheckpointsScreen),
  'offices.index': screen(area.offices, (m) => m.OfficesScreen),
  'us-pickups.index': screen(area.pickups, (m) => m.UsPickupsScreen),
  'taxes.index': screen(area.taxes, (m) => m.TaxesScreen),
  'rates.index': screen(area.rates, (m) => m.RatesScreen),
  'calculator-v2': screen(area.calculators, (m) => m.CalculatorV2Screen),
  'retail.index': screen(() => import('./areas/retail'), (m) => m.RetailScreen),
  'calculator.estimate': screen(area.calculators, (m) => m.ShippingEstimateScreen),
  'orders.index': screen(area.orders, (m) => m.OrdersScreen),
  'order.create': screen(area.orders, (m) => m.OrderCreateScreen),
  'order.edit': screen(area.orders, (m) => m.OrderEditScreen),
  'order.detail': screen(area.orders, (m) => m.OrderDetailScreen),
  'packages.index': screen(area.packages, (m) => m.PackagesScreen),
  'shipping.label': screen(area.packages, (m) => m.PackageLabelScreen),
  'packages.scan': screen(area.scan, (m) => m.ScanScreen),
  'packages.in': screen(area['package-ins'], (m) => m.PackageInsScreen),
  'deliveries.index': screen(area.deliveries, (m) => m.DeliveriesScreen),
  checkout: screen(area.checkout, (m) => m.CheckoutScreen),
  'invoice.show': screen(area.invoices, (m) => m.InvoiceScreen),
  'shipments.index': screen(area.shipments, (m) => m.ShipmentsScreen),
  'shipments.create': screen(area.shipments, (m) => m.ShipmentCreateScreen),
  'shipments.edit': screen(area.shipments, (m) => m.ShipmentEditScreen),
  'shipments.show': screen(area.shipments, (m) => m.ShipmentDetailScreen),
  'shipments.manifest': screen(area.shipments, (m) => m.ShipmentManifestScreen),
  'reports.old': screen(area['old-orders'], (m) => m.OldPackagesScreen),
  'reports.old-orders': screen(area['old-orders'], (m) => m.OldOrdersScreen),
  'reports.index': screen(area.reports, (m) => m.ReportsScreen),
  'reports.unpaid': screen(area.reports, (m) => m.UnpaidInvoicesScreen),
  'reports.clients': screen(area.reports, (m) => m.ClientOrdersScreen),
  'reports.no-invoice': screen(area.reports, (m) => m.DeliveredNoInvoiceScreen),
  'credits.index': screen(area.credits, (m) => m.CreditsScreen),
  'credits.show': screen(area.credits, (m) => m.CreditReceiptScreen),
  'incident.index': screen(area.incident, (m) => m.IncidentScreen),
  'logs.index': screen(area.logs, (m) => m.LogsScreen),
  'eod.report': screen(area.eod, (m) => m.EodReportsFullScreen),
  'eod.detail': screen(area.eod, (m) => m.EodFullDetailScreen),
  'eodv2.report': screen(area.eod, (m) => m.EodReportsV2Screen),
  'eodv2.detail': screen(area.eod, (m) => m.EodV2DetailScreen),
  'acc.report': screen(area.eod, (m) => m.AccReportsScreen),
  'acc.detail': screen(area.eod, (m) => m.AccDetailScreen),
  'client.prealerts': screen(area.prealerts, (m) => m.PrealertsScreen),
  'client.dashboard': screen(area.dashboard, (m) => m.ClientDashboardScreen),
  'admin.dashboard': screen(area['admin-dashboard'], (m) => m.AdminDashboardScreen),
};

export const builtScreens: ReadonlySet<ScreenName> = new Set(Object.keys(screenComponents) as ScreenName[]);

/**
 * Starts loading the chunk of the screen at `pathname` beside the entry, instead of once React's
 * first render reaches it: on a slow phone that render is time the chunk need not wait for
 * (docs/performance.md, "Offline cold start"). A failed load is left to the screen's own import,
 * which React retries and reports when it renders.
 */
export const preloadScreenAt = (pathname: string) => {
  const name = [...builtScreens].find((candidate) => matchPath(screens[candidate].path, pathname));
  if (name) screenComponents[name]?.preload().catch(() => {});
};

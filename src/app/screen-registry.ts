import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../domain/access';

/** One chunk per area, so warehouse phones do not download the office screens. */
const area = {
  auth: () => import('./areas/auth'),
  users: () => import('./areas/users'),
  checkpoints: () => import('./areas/checkpoints'),
  offices: () => import('./areas/offices'),
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
};

const screen = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazy(() => load().then((module) => ({ default: pick(module) })));

/** The screens this build has; the drawer and the router show only these. */
export const screenComponents: Partial<Record<ScreenName, LazyExoticComponent<ComponentType>>> = {
  login: screen(area.auth, (m) => m.LoginScreen),
  register: screen(area.auth, (m) => m.RegisterScreen),
  'password.forget': screen(area.auth, (m) => m.ForgotPasswordScreen),
  'password.reset': screen(area.auth, (m) => m.ResetPasswordScreen),
  profile: screen(area.users, (m) => m.ProfileScreen),
  'customers.index': screen(area.users, (m) => m.CustomersScreen),
  'workers.index': screen(area.users, (m) => m.WorkersScreen),
  'checkpoints.index': screen(area.checkpoints, (m) => m.CheckpointsScreen),
  'offices.index': screen(area.offices, (m) => m.OfficesScreen),
  'taxes.index': screen(area.taxes, (m) => m.TaxesScreen),
  'rates.index': screen(area.rates, (m) => m.RatesScreen),
  'calculator-v2': screen(area.calculators, (m) => m.CalculatorV2Screen),
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
};

export const builtScreens: ReadonlySet<ScreenName> = new Set(Object.keys(screenComponents) as ScreenName[]);

import type { ScreenName } from '../../domain/access';
import { packageAlertFilters, type AlertStats } from '../../domain/alerts';

type PackageAlert = keyof typeof packageAlertFilters;

export type AlertLine = { key: keyof AlertStats; count: number; text: string; to: string; screen: ScreenName };

const packages = (n: number, kind = '') => (n === 1 ? `1 ${kind}package` : `${n} ${kind}packages`);

// Short enough that the banner stays a line or two on a phone, where it shows above every screen.
const packageAlertText: Record<PackageAlert, (count: number) => string> = {
  on_the_way_2_days: (n) => `${packages(n)} on the way over 2 days`,
  next_day_in_miami_2_days: (n) => `${packages(n, 'next-day ')} in Miami over 2 days`,
  others_in_miami_4_days: (n) => `${packages(n, 'other ')} in Miami over 4 days`,
};

/** The same filters the server counted with, as the packages list reads them from the address. */
const packagesLink = (alert: PackageAlert) =>
  `/packages?${new URLSearchParams(Object.entries(packageAlertFilters[alert]).map(([key, value]) => [key, String(value)]))}`;

/**
 * The four counts of GET /alerts/stats as lines that read and link alike wherever they show (the
 * banner, the special users' package-stats dialog): deliveries first, then the packages.
 */
export const alertLines = (stats: AlertStats): AlertLine[] => [
  {
    key: 'outstanding_deliveries',
    count: stats.outstanding_deliveries,
    text: stats.outstanding_deliveries === 1 ? '1 outstanding delivery' : `${stats.outstanding_deliveries} outstanding deliveries`,
    to: '/deliveries',
    screen: 'deliveries.index',
  },
  ...packageAlertLines(stats),
];

/** The three package counts alone, worded and linked as the banner has them (the admin dashboard's cards). */
export const packageAlertLines = (counts: Record<PackageAlert, number>): AlertLine[] =>
  (Object.keys(packageAlertFilters) as PackageAlert[]).map((alert) => ({
    key: alert,
    count: counts[alert],
    text: packageAlertText[alert](counts[alert]),
    to: packagesLink(alert),
    screen: 'packages.index' as const,
  }));

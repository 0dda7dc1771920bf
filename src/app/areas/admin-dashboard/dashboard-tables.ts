import { paymentTypes, type DashboardOrders, type DashboardPackages, type DashboardRevenue } from '../../../domain/admin-dashboard';
import { toCsv } from '../../../domain/csv';
import { invoiceTypeLabels } from '../../../domain/invoices';
import { formatDollars } from '../../../domain/pricing';
import { formatDay, methodLabel } from '../../components/display-format';

/**
 * What each chart shows, as a table: the screen readers' view of the chart and the CSV export,
 * so the two can never disagree. Money columns hold cents; they are shown in dollars.
 */
export type DashboardTable = {
  caption: string;
  file: string;
  columns: readonly { label: string; money?: boolean }[];
  /** The first cell names the row (an ISO day, a checkpoint); the others are counts or cents. */
  rows: readonly (readonly [string, ...number[]])[];
  /** The first cell as the screen shows it ('Nov 28, 2026' for a day). */
  rowLabel: (first: string) => string;
};

const dayLabel = (date: string) => formatDay(`${date}T12:00:00Z`);

export const ordersTable = (data: DashboardOrders): DashboardTable => ({
  caption: 'Orders per day by shipping method',
  file: `orders-${data.first_day}-to-${data.last_day}.csv`,
  columns: [{ label: 'Day' }, { label: 'Total' }, ...data.methods.map((method) => ({ label: methodLabel(method) }))],
  rows: data.days.map((day) => [day.date, day.total, ...data.methods.map((method) => day.by_method[method] ?? 0)]),
  rowLabel: dayLabel,
});

export const packagesTable = (data: DashboardPackages): DashboardTable => ({
  caption: 'Packages at each checkpoint now',
  file: 'packages-per-checkpoint.csv',
  columns: [{ label: 'Checkpoint' }, { label: 'Packages' }],
  rows: data.checkpoints.map((checkpoint) => [checkpoint.name, checkpoint.count]),
  rowLabel: (name) => name,
});

export const revenueTable = (data: DashboardRevenue): DashboardTable => {
  const branches = data.totals.cash_by_branch;
  return {
    caption: 'Payments taken per day by type, and cash by branch',
    file: `payments-${data.first_day}-to-${data.last_day}.csv`,
    columns: [
      { label: 'Day' },
      { label: 'Total', money: true },
      ...paymentTypes.map((type) => ({ label: invoiceTypeLabels[type], money: true })),
      ...branches.map((branch) => ({ label: `Cash at ${branch.name}`, money: true })),
    ],
    rows: data.days.map((day) => [
      day.date,
      day.total_cents,
      ...paymentTypes.map((type) => day.by_type[type]),
      ...branches.map((branch) => day.cash_by_branch.find((cash) => cash.id === branch.id)?.cash_cents ?? 0),
    ]),
    rowLabel: dayLabel,
  };
};

/** A cell as the screen shows it: money in dollars with cents ('$1,234.50'), counts as they are. */
export const shownCell = (value: number, money = false) => (money ? formatDollars(value) : String(value));

/** The table as a spreadsheet: days as ISO dates and money as plain dollars ('1234.50'), as the other CSVs have them. */
export const tableCsv = (table: DashboardTable) =>
  toCsv(
    table.columns.map((column) => column.label),
    table.rows.map(([first, ...values]) => [first, ...values.map((value, i) => (table.columns[i + 1]?.money ? formatDollars(value).replace(/[$,]/g, '') : value))]),
  );

import type { OldReportKind } from '../../api/old-orders';

/** What tells the two report screens apart; everything else they share. */
export type OldReportView = {
  kind: OldReportKind;
  title: string;
  intro: string;
  /** Without a search; with one it says what did not match. */
  empty: string;
  emptyFor: (search: string) => string;
  /** The column of where the order's goods wait, and since when. */
  waitingHead: string;
  csvName: string;
};

export const oldPackagesView: OldReportView = {
  kind: 'packages',
  title: 'Old Packages',
  intro: 'Orders with packages waiting at a pickup counter for longer than the Reports setting on the Rates screen; the longest waiting first. Package count is the old packages only.',
  empty: 'No old packages.',
  emptyFor: (search) => `No old packages match "${search}".`,
  waitingHead: 'Waiting since',
  csvName: 'old-packages.csv',
};

export const oldOrdersView: OldReportView = {
  kind: 'orders',
  title: 'Old Orders',
  intro: 'Orders recorded longer ago than the Reports setting on the Rates screen whose goods are not yet out for delivery or delivered; the oldest first.',
  empty: 'No old orders.',
  emptyFor: (search) => `No old orders match "${search}".`,
  waitingHead: 'Goods waiting at',
  csvName: 'old-orders.csv',
};

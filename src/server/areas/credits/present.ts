import { toCsv } from '../../../domain/csv';
import { percentOfBasisPoints, type Credit } from '../../../domain/credits';
import { centsToDollars } from '../../../domain/pricing';
import { businessToday } from '../../time';
import type { CreditRow } from './queries';

export const presentCredit = ({ credit, createdBy }: CreditRow): Credit => ({
  id: credit.id,
  name: `${credit.firstName} ${credit.lastName}`,
  first_name: credit.firstName,
  last_name: credit.lastName,
  vendor: credit.vendor,
  description: credit.description,
  value: centsToDollars(credit.valueCents),
  processingFee: centsToDollars(credit.processingFeeCents),
  total: centsToDollars(credit.totalCents),
  fee_rate: percentOfBasisPoints(credit.feeBp),
  created_at: credit.createdAt.toISOString(),
  created_by: createdBy,
});

const csvHeader = ['ID', 'Date', 'Customer', 'Vendor', 'Description', 'Cost', 'Fee rate (%)', 'Fees', 'Total', 'Recorded by'];

/** The rows for a spreadsheet: the list's columns with the Nassau day and who recorded each; amounts with two decimals. */
export const creditsCsv = (rows: readonly CreditRow[]) =>
  toCsv(
    csvHeader,
    rows.map(({ credit, createdBy }) => [
      credit.id,
      businessToday(credit.createdAt),
      `${credit.firstName} ${credit.lastName}`,
      credit.vendor,
      credit.description,
      centsToDollars(credit.valueCents).toFixed(2),
      percentOfBasisPoints(credit.feeBp),
      centsToDollars(credit.processingFeeCents).toFixed(2),
      centsToDollars(credit.totalCents).toFixed(2),
      createdBy,
    ]),
  );

import { zEodDetail, zEodV2Detail } from '../../src/domain/eod';
import type { Endpoint } from './endpoints';
import type { EodSeed } from './seed-eod';

const cents = (dollars: number | null) => (dollars === null ? -1 : Math.round(dollars * 100));

/** The detail's payments equal what the tables hold for the day, and (full views) every payment is a row. */
const checkDetail = (seed: EodSeed, withRows: boolean) => (body: unknown) => {
  const parsed = (withRows ? zEodDetail : zEodV2Detail).safeParse(body);
  if (!parsed.success) return `not an EOD detail: ${parsed.error.message}`;
  const { meta } = parsed.data;
  const totals: Record<string, [number, number]> = {
    madeira_cash: [cents(meta.madeira_cash), seed.cashCents.madeira],
    harbor_bay_cash: [cents(meta.harbor_bay_cash), seed.cashCents.harborBay],
    transactions_total: [cents(meta.transactions_total), seed.allCents],
  };
  if (withRows) totals.rows = [zEodDetail.parse(body).data.length, seed.transactions];
  const off = Object.entries(totals).find(([, [got, want]]) => got !== want);
  return off ? `${off[0]} is ${off[1][0]}, the tables say ${off[1][1]}` : null;
};

const checkCsv = (seed: EodSeed) => (body: unknown) => {
  if (typeof body !== 'string') return 'not text';
  const lines = body.split('\r\n');
  return lines.length - 2 === seed.transactions ? null : `${lines.length - 2} rows, expected ${seed.transactions}`;
};

export const eodEndpoints = (seed: EodSeed): Endpoint[] => [
  { name: `EOD detail, full (${seed.transactions.toLocaleString('en-US')} payments)`, path: `/api/transactions/daily?reportId=${seed.eodReportId}`, authenticated: true, check: checkDetail(seed, true) },
  { name: 'EOD detail, v2', path: `/api/transactions/daily/v2?reportId=${seed.eodReportId}`, authenticated: true, check: checkDetail(seed, false) },
  { name: 'EOD detail, accounts', path: `/api/transactions/daily/acc?reportId=${seed.accReportId}`, authenticated: true, check: checkDetail(seed, true) },
  { name: 'EOD transactions.csv', path: `/api/transactions/daily.csv?reportId=${seed.eodReportId}`, authenticated: true, text: true, check: checkCsv(seed) },
];

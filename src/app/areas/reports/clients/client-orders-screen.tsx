import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientReportRow } from '../../../../domain/reports';
import { reportsApi } from '../../../api/reports';
import { formatBusinessDate } from '../../../components/business-date';
import { ReportLayout, useWideReport } from '../report-layout';
import { clientOrdersKey } from '../report-keys';
import { ClientOrdersCards } from './client-orders-cards';
import { ClientOrdersTable } from './client-orders-table';
import { ClientRangeFilter } from './client-range-filter';
import { ClientTotals } from './client-totals';
import { RelatedOrdersDialog } from './related-orders-dialog';
import { useClientRange } from './use-client-range';

/** Client Orders Report (finance spec §2): clients with orders created between two days, most orders first, with totals by method. */
export const ClientOrdersScreen = () => {
  const { range, page, setPage, search } = useClientRange();
  const wide = useWideReport();
  const [shown, setShown] = useState<ClientReportRow | null>(null);
  const report = useQuery({
    queryKey: clientOrdersKey(range.start_date, range.end_date, page),
    queryFn: () => reportsApi.clientOrders({ ...range, page }),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.data ?? [];
  const period = `${formatBusinessDate(range.start_date)} to ${formatBusinessDate(range.end_date)}`;
  return (
    <ReportLayout
      title="Client Orders Report"
      csv={{ path: reportsApi.clientCsvPath(range), name: `client-orders-${range.start_date}-to-${range.end_date}.csv` }}
      noun={{ one: `client with orders from ${period}`, many: `clients with orders from ${period}` }}
      query={report}
      meta={report.data?.meta}
      page={page}
      rows={rows.length}
      empty={`No client has orders from ${period}.`}
      onPage={setPage}
      filters={<ClientRangeFilter key={`${range.start_date}/${range.end_date}`} range={range} onSearch={search} />}
      totals={report.data && <ClientTotals meta={report.data.meta} />}
    >
      {wide ? <ClientOrdersTable rows={rows} onOrders={setShown} /> : <ClientOrdersCards rows={rows} onOrders={setShown} />}
      <RelatedOrdersDialog client={shown} onClose={() => setShown(null)} />
    </ReportLayout>
  );
};

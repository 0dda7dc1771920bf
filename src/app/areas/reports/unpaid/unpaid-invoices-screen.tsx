import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportsApi } from '../../../api/reports';
import { useUrlListState } from '../../../components/use-url-list-state';
import { ReportLayout, useWideReport } from '../report-layout';
import { unpaidInvoicesKey } from '../report-keys';
import { UnpaidInvoicesCards } from './unpaid-invoices-cards';
import { UnpaidInvoicesTable } from './unpaid-invoices-table';

const noFilters = [] as const;
const newestFirst = { column: 'created', direction: 'desc' } as const;

/** Unpaid Invoices Report (/reports/unpaid/invoices, finance spec §2): invoices not paid yet, newest first; the page is in the address. */
export const UnpaidInvoicesScreen = () => {
  const state = useUrlListState(noFilters, newestFirst);
  const wide = useWideReport();
  const report = useQuery({ queryKey: unpaidInvoicesKey(state.page), queryFn: () => reportsApi.unpaidInvoices(state.page), placeholderData: keepPreviousData });
  const rows = report.data?.data ?? [];
  return (
    <ReportLayout
      title="Unpaid Invoices Report"
      csv={{ path: reportsApi.unpaidInvoicesCsvPath, name: 'unpaid-invoices.csv' }}
      noun={{ one: 'unpaid invoice', many: 'unpaid invoices' }}
      query={report}
      meta={report.data?.meta}
      page={state.page}
      rows={rows.length}
      empty="Every invoice is paid."
      onPage={state.setPage}
    >
      {wide ? <UnpaidInvoicesTable rows={rows} /> : <UnpaidInvoicesCards rows={rows} />}
    </ReportLayout>
  );
};

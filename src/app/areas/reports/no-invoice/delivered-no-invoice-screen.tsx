import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportsApi } from '../../../api/reports';
import { useUrlListState } from '../../../components/use-url-list-state';
import { ReportLayout, useWideReport } from '../report-layout';
import { deliveredNoInvoiceKey } from '../report-keys';
import { DeliveredNoInvoiceCards } from './delivered-no-invoice-cards';
import { DeliveredNoInvoiceTable } from './delivered-no-invoice-table';

const noFilters = [] as const;
const newestDelivery = { column: 'delivered', direction: 'desc' } as const;

/** Delivered Orders / No Invoice (finance spec §2): orders released to their customer that nobody has invoiced, newest delivery first. */
export const DeliveredNoInvoiceScreen = () => {
  const state = useUrlListState(noFilters, newestDelivery);
  const wide = useWideReport();
  const report = useQuery({ queryKey: deliveredNoInvoiceKey(state.page), queryFn: () => reportsApi.deliveredNoInvoice(state.page), placeholderData: keepPreviousData });
  const rows = report.data?.data ?? [];
  return (
    <ReportLayout
      title="Delivered Orders / No Invoice"
      csv={{ path: reportsApi.deliveredNoInvoiceCsvPath, name: 'delivered-without-invoice.csv' }}
      noun={{ one: 'delivered order without invoice', many: 'delivered orders without invoice' }}
      query={report}
      meta={report.data?.meta}
      page={state.page}
      rows={rows.length}
      empty="Every delivered order has an invoice."
      onPage={state.setPage}
    >
      {wide ? <DeliveredNoInvoiceTable rows={rows} /> : <DeliveredNoInvoiceCards rows={rows} />}
    </ReportLayout>
  );
};

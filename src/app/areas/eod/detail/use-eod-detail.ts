import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { kindOfView, type EodMeta, type EodReport, type EodTransaction, type EodView, type zEodReconciliation } from '../../../../domain/eod';
import { eodApi } from '../../../api/eod';
import { detailKey } from '../eod-keys';

export type EodReconciliation = z.infer<typeof zEodReconciliation>;

/** What a detail screen shows: v2 has no reconciliation (VAT total, difference) and no transactions. */
export type EodDetailView = {
  report: EodReport;
  meta: EodMeta;
  reconciliation: EodReconciliation | null;
  transactions: readonly EodTransaction[] | null;
};

const loadDetail = async (view: EodView, id: number): Promise<EodDetailView> => {
  if (view === 'v2') {
    const { report, meta } = await eodApi.detailV2(id);
    return { report, meta, reconciliation: null, transactions: null };
  }
  const { report, meta, data } = await eodApi.detail(kindOfView(view), id);
  return { report, meta, reconciliation: { vat_total: meta.vat_total, eod_difference: meta.eod_difference }, transactions: data };
};

/** An id from the address that can name a report; anything else is answered with the not-found page. */
export const isReportId = (id: number) => Number.isInteger(id) && id > 0;

export const useEodDetail = (view: EodView, id: number) =>
  useQuery({ queryKey: detailKey(view, id), queryFn: () => loadDetail(view, id), enabled: isReportId(id) });

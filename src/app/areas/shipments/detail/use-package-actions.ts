import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShipmentReport, ShipmentReportRow } from '../../../../domain/shipments';
import { shipmentsApi } from '../../../api/shipments';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';
import { reportKey } from '../shipment-keys';

type Patch = Partial<Pick<ShipmentReportRow, 'notified' | 'c13' | 'qb'>>;
type Kind = 'notify' | 'c13' | 'qb';

/**
 * What a package row of the report does: notify its customer (once, after a question), add or remove
 * its C13 mark, and add its QuickBooks entry. Each answer changes the row at once; the report is then
 * fetched again for its totals. Rows work independently: one row's request never blocks another's.
 */
export const usePackageActions = (shipmentId: number) => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, on: boolean) =>
    setBusy((before) => {
      const next = new Set(before);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const patchRow = (packageId: number, patch: Patch) => {
    queryClient.setQueriesData<ShipmentReport>({ queryKey: reportKey(shipmentId) }, (report) =>
      report && { ...report, data: report.data.map((row) => (row.id === packageId ? { ...row, ...patch } : row)) },
    );
    void queryClient.invalidateQueries({ queryKey: reportKey(shipmentId) });
  };

  /** Runs one row's request; true when the server took it. */
  const run = async <T>(kind: Kind, row: ShipmentReportRow, send: () => Promise<T>, done: (answer: T) => void) => {
    const key = `${kind}-${row.id}`;
    mark(key, true);
    try {
      done(await send());
      return true;
    } catch (error) {
      notifyError(errorMessage(error));
      return false;
    } finally {
      mark(key, false);
    }
  };

  const notify = async (row: ShipmentReportRow) => {
    const confirmed = await confirmAction({
      title: 'Notify the customer',
      message: `Mail ${row.client_fullname} that package ${row.label} has arrived? This cannot be undone.`,
      confirmLabel: 'Send notice',
    });
    if (!confirmed) return;
    await run('notify', row, () => shipmentsApi.notifyParcel(row.id), (result) => {
      patchRow(row.id, { notified: true });
      // Nobody mailed: the package was notified meanwhile, by the shipment's notices or another user.
      notifySuccess(result.customers > 0 ? `${row.client_fullname} was told that package ${row.label} has arrived.` : `Package ${row.label} had been notified already.`);
    });
  };

  const toggleC13 = (row: ShipmentReportRow) =>
    void run('c13', row, () => (row.c13 ? shipmentsApi.removeC13(row.id) : shipmentsApi.addC13(row.id)), (answer) => patchRow(answer.id, { c13: answer.c13 }));

  const addQb = (row: ShipmentReportRow, date: string) =>
    run('qb', row, () => shipmentsApi.addQb(row.id, date), (answer) => {
      patchRow(answer.id, { qb: answer.qb });
      notifySuccess(`The QuickBooks entry of package ${row.label} was added.`);
    });

  return {
    isBusy: (kind: Kind, row: ShipmentReportRow) => busy.has(`${kind}-${row.id}`),
    notify: (row: ShipmentReportRow) => void notify(row),
    toggleC13,
    addQb,
  };
};

export type PackageActions = ReturnType<typeof usePackageActions>;

import { useState } from 'react';
import { retryRow } from '../store/outbox';
import type { RowOf, ScanPayload } from '../store/outbox-schema';

type ScanForm = { load: (payload: ScanPayload) => void; clear: () => void };

/**
 * The one way a refused scan upload is edited, in the scan screen's form or in the sync panel:
 * the row goes into the form, and Retry sends that same row again with what the form now holds
 * (retryRow gives it a fresh key when it changed). Stopping leaves the row as it was.
 */
export const useFailedScanEdit = (form?: ScanForm) => {
  const [editing, setEditing] = useState<RowOf<'scan'> | null>(null);

  const start = (row: RowOf<'scan'>) => {
    if (row.payloadError === undefined) form?.load(row.payload);
    setEditing(row);
  };

  const stop = () => {
    setEditing(null);
    form?.clear();
  };

  /** Sends the edited row again and ends the edit; the caller shows what went wrong if it throws. */
  const retry = async (payload: ScanPayload) => {
    if (!editing) throw new Error('No refused scan is being edited.');
    await retryRow(editing.id, payload);
    setEditing(null);
  };

  return { editing, start, stop, retry };
};

import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { useFailedScanEdit } from '../../offline/hooks/use-failed-scan-edit';
import type { ScanEntry } from '../../offline/hooks/use-outbox';
import { discardRow, enqueue, settleCodes } from '../../offline/store/outbox';
import type { ScanPayload } from '../../offline/store/outbox-schema';
import { resendPaidCodes } from '../../offline/ui/resend-action';

type Form = { load: (payload: ScanPayload) => void; clear: () => void };

/**
 * Which outbox row the screen reports on (the last submit) and which failed row the form is
 * editing. Edit puts a row's codes back in the form with their first scan times; the next Submit
 * retries that row instead of queueing a new one.
 */
export const useFailedUploadActions = (form: Form) => {
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const editing = useFailedScanEdit(form);
  const editingId = editing.editing?.id ?? null;

  const edit = (row: ScanEntry) => {
    if (row.payloadError !== undefined) return;
    editing.start(row);
    if (submittedId === row.id) setSubmittedId(null);
  };

  const discard = async (row: ScanEntry) => {
    const count = row.payloadError === undefined ? row.payload.codes.length : 0;
    const confirmed = await confirmAction({
      title: 'Discard these scans?',
      message: `${count === 1 ? 'The code' : `The ${count} codes`} will not be uploaded, and this cannot be undone.`,
      confirmLabel: 'Discard',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await discardRow(row.id);
    } catch (error) {
      notifyError(errorMessage(error));
      return;
    }
    if (submittedId === row.id) setSubmittedId(null);
    if (editingId === row.id) editing.stop();
  };

  /**
   * Unknown codes go back in the form to be corrected, keeping their first scan times; the worker
   * has now seen to them, so they no longer need attention elsewhere (unpaid ones of the row still do).
   */
  const recheck = (row: ScanEntry, codes: readonly string[]) => {
    if (row.payloadError !== undefined) return;
    form.load({ checkpoint: row.payload.checkpoint, codes: row.payload.codes.filter((entry) => codes.includes(entry.code)) });
    void settleCodes(row.id, 'unknown');
  };

  /** Unpaid codes queued again once paid; the screen then reports on the new scan. */
  const resend = async (row: ScanEntry) => {
    const queued = await resendPaidCodes(row.id);
    if (queued) setSubmittedId(queued.id);
  };

  /** Submit: the row being edited is sent again as the form now has it; otherwise the form's scans are queued. */
  const submit = async (payload: ScanPayload) => {
    const id = editingId ?? (await enqueue('scan', payload)).id;
    if (editingId) await editing.retry(payload);
    setSubmittedId(id);
  };

  return {
    submittedId,
    editingId,
    edit,
    discard: (row: ScanEntry) => void discard(row),
    recheck,
    resend: (row: ScanEntry) => void resend(row),
    cancelEdit: editing.stop,
    submit,
    show: setSubmittedId,
  };
};

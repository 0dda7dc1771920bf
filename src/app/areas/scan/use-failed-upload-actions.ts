import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import { errorMessage } from '../../components/schema-form';
import { discardRow } from '../../offline/store/outbox';
import type { ScanPayload } from '../../offline/store/outbox-schema';
import { payloadOf } from './scan-upload';

type Form = { load: (payload: ScanPayload) => void; clear: () => void };
type Row = { id: string; payload: unknown };

/**
 * Which outbox row the screen reports on (the last submit) and which failed row the form is
 * editing. Edit puts a row's codes back in the form with their first scan times; the next Submit
 * retries that row instead of queueing a new one.
 */
export const useFailedUploadActions = (form: Form) => {
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);

  const edit = (row: Row) => {
    const payload = payloadOf(row);
    if (!payload) return;
    form.load(payload);
    setEditingId(row.id);
    if (submittedId === row.id) setSubmittedId(null);
  };

  const discard = async (row: Row) => {
    const count = payloadOf(row)?.codes.length ?? 0;
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
    if (editingId === row.id) {
      setEditingId(null);
      form.clear();
    }
  };

  /** Unknown codes go back in the form to be corrected, keeping their first scan times. */
  const recheck = (row: Row, codes: readonly string[]) => {
    const payload = payloadOf(row);
    if (payload) form.load({ checkpoint: payload.checkpoint, codes: payload.codes.filter((entry) => codes.includes(entry.code)) });
  };

  const cancelEdit = () => {
    setEditingId(null);
    form.clear();
  };

  const submitted = (id: string) => {
    setSubmittedId(id);
    setEditingId(null);
  };

  return { submittedId, editingId, edit, discard: (row: Row) => void discard(row), recheck, cancelEdit, submitted };
};

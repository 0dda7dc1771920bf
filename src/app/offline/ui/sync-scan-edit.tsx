import { useState, type FormEvent } from 'react';
import { Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DialogForm } from '../../components/dialog-form';
import { notifyError } from '../../components/notify';
import type { RowOf, ScanPayload } from '../store/outbox-schema';

type Props = {
  row: RowOf<'scan'>;
  checkpoints: ReadonlyArray<{ id: number; name: string }>;
  onRetry: (payload: ScanPayload) => Promise<void>;
  onClose: () => void;
};

/** A checkpoint id typed by hand: digits only, and none (or 0) is no choice. */
const typedId = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return digits === '' || Number(digits) < 1 ? null : Number(digits);
};

const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line !== '');

/**
 * Fixes a refused scan upload: another checkpoint (the usual 4xx is a deleted one) and the codes.
 * A code kept from the original keeps its scan time; a new one takes the original upload's.
 * It replaces the lists inside the sync drawer rather than opening a dialog over the drawer.
 */
export const SyncScanEdit = ({ row, checkpoints, onRetry, onClose }: Props) => {
  const original = row.payloadError === undefined ? row.payload : null;
  const originalCodes = original?.codes ?? [];
  const [checkpoint, setCheckpoint] = useState<number | null>(original?.checkpoint ?? null);
  const [codes, setCodes] = useState(originalCodes.map((entry) => entry.code).join('\n'));
  const [pending, setPending] = useState(false);
  const entered = linesOf(codes);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checkpoint === null || entered.length === 0) return;
    const timeOf = new Map(originalCodes.map((entry) => [entry.code, entry.occurred_at]));
    setPending(true);
    try {
      await onRetry({ checkpoint, codes: entered.map((code) => ({ code, occurred_at: timeOf.get(code) ?? row.occurredAt })) });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'The change could not be retried.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby="sync-scan-edit-title" gap="sm">
      <Title order={5} id="sync-scan-edit-title">
        Edit scans and retry
      </Title>
      <DialogForm onSubmit={submit} submitLabel="Retry" onCancel={onClose} canSubmit={checkpoint !== null && entered.length > 0} pending={pending}>
        <Stack gap="sm">
          {checkpoints.length > 0 ? (
            <Select
              label="Checkpoint"
              data={checkpoints.map((c) => ({ value: String(c.id), label: c.name }))}
              value={checkpoint === null ? null : String(checkpoint)}
              onChange={(value) => setCheckpoint(value === null ? null : Number(value))}
              searchable
              required
            />
          ) : (
            // Offline with no saved list, the id is typed: a plain numeric field, since this form is in every page's first load.
            <TextInput label="Checkpoint" description="The checkpoint's number" inputMode="numeric" value={checkpoint === null ? '' : String(checkpoint)} onChange={(event) => setCheckpoint(typedId(event.currentTarget.value))} required />
          )}
          <Textarea label="Codes" description="One code per line" value={codes} onChange={(event) => setCodes(event.currentTarget.value)} autosize minRows={4} maxRows={12} required />
        </Stack>
      </DialogForm>
    </Stack>
  );
};

import { useState, type FormEvent, type ReactNode } from 'react';
import { Radio, Stack } from '@mantine/core';
import { invoiceTypeLabels, type InvoiceType } from '../../../domain/invoices';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the dialog is for, above the choice (the total being paid, say). */
  intro?: ReactNode;
  label: string;
  submitLabel: string;
  /** The types this user may choose: invoiceTypesFor(isAdmin). */
  types: readonly InvoiceType[];
  initial: InvoiceType | null;
  pending: boolean;
  onSubmit: (type: InvoiceType) => void;
};

const TypeChoiceForm = ({ onClose, intro, label, submitLabel, types, initial, pending, onSubmit }: Omit<Props, 'opened' | 'title'>) => {
  // A type the user may not choose (online, set by an admin, seen by a worker) is not preselected.
  const [choice, setChoice] = useState<InvoiceType | null>(types.find((type) => type === initial) ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) onSubmit(choice);
  };
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel={submitLabel}
      onCancel={onClose}
      canSubmit={choice !== null}
      blockedReason="Choose a type first."
      pending={pending}
    >
      <Stack gap="sm">
        {intro}
        <Radio.Group size="md" label={label} withAsterisk value={choice} onChange={(value) => setChoice(types.find((type) => type === value) ?? null)}>
          <Stack gap="xs" mt={6}>
            {types.map((type) => (
              <Radio key={type} size="md" value={type} label={invoiceTypeLabels[type]} disabled={pending} />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </DialogForm>
  );
};

/**
 * One choice of invoice type in a dialog: how the invoice will be paid (PUT type) or how it was
 * paid (Pay). Submit stays disabled until a type is chosen and while the request runs (spec §4).
 */
export const TypeChoiceDialog = ({ opened, title, ...form }: Props) => (
  <FormDialog opened={opened} onClose={form.onClose} title={title}>
    <TypeChoiceForm {...form} />
  </FormDialog>
);

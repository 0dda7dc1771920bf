import { useState } from 'react';
import { FileInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { blankPrealertForm, prealertMessages, zPrealertBody } from '../../../domain/prealerts';
import { extensionOf, fileKinds, invoiceFileKinds, maxUploadBytes, maxUploadSizeLabel } from '../../../domain/uploads';
import { AmountInput } from '../../components/amount-input';
import { blockedReason } from '../../components/blocked-reason';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { freightCompanyOptions } from '../orders/form/freight-companies';
import { usePrealertSubmit } from './use-prealert-submit';

const invoiceExtensions: readonly string[] = invoiceFileKinds.flatMap((kind) => fileKinds[kind].extensions);
const accept = [...invoiceExtensions.map((extension) => `.${extension}`), ...invoiceFileKinds.map((kind) => fileKinds[kind].mime)].join(',');

/** What the server would refuse of the chosen file, said before a 10 MB upload is sent only to be refused. */
const fileProblem = (file: File | null) => {
  if (!file) return null;
  if (!invoiceExtensions.includes(extensionOf(file.name))) return prealertMessages.fileType;
  return file.size > maxUploadBytes ? prealertMessages.fileTooLarge : null;
};

const PrealertForm = ({ customerId, onDone }: { customerId: number; onDone: () => void }) => {
  const form = useSchemaForm(zPrealertBody, blankPrealertForm);
  const [file, setFile] = useState<File | null>(null);
  const { submit, pending, fileError, clearFileError } = usePrealertSubmit(customerId, form, file, onDone);
  const problem = fileProblem(file);
  const blocked = blockedReason(zPrealertBody, form.values) ?? problem;
  return (
    <DialogForm onSubmit={submit} submitLabel="Send prealert" onCancel={onDone} canSubmit={blocked === null} blockedReason={blocked && `Not ready to send: ${blocked}`} pending={pending}>
      <Stack gap="sm">
        <TextInput
          size="md"
          label="Tracking number"
          description="As the seller or the carrier gave it to you"
          withAsterisk
          data-autofocus
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          {...form.getInputProps('tracking_number')}
        />
        <Select size="md" label="Courier" placeholder="If you know it" clearable data={freightCompanyOptions} {...form.getInputProps('courier')} />
        <TextInput size="md" label="Vendor" description="Where you bought it" withAsterisk {...form.getInputProps('vendor')} />
        <Textarea size="md" label="Description" description="What is in the parcel" withAsterisk autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
        <AmountInput label="Declared value" leftSection="$" {...form.getInputProps('value')} />
        <FileInput
          size="md"
          clearable
          label="Invoice"
          description={`Optional: PNG, JPG, PDF or Word (.doc), up to ${maxUploadSizeLabel}`}
          placeholder="Choose a file"
          accept={accept}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            clearFileError();
          }}
          error={problem ?? fileError}
          // Mantine's placeholder grey is below 4.5:1 on white; the theme's dimmed grey passes.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        />
      </Stack>
    </DialogForm>
  );
};

type Props = { customerId: number; opened: boolean; onClose: () => void };

/** New prealert: the form starts afresh each time the dialog opens. */
export const PrealertDialog = ({ customerId, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title="New prealert">
    <PrealertForm customerId={customerId} onDone={onClose} />
  </FormDialog>
);

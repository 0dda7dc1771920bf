import type { z } from 'zod';
import { defaultWorkerCreateType, workerCreateTypes } from '../../../domain/constants';
import { zCreateWorkerBody } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { blanksToNull } from './blanks-to-null';
import { blankAccount } from './user-form-values';
import { UserFields } from './user-fields';

const blank = { ...blankAccount, account_type: defaultWorkerCreateType } satisfies z.input<typeof zCreateWorkerBody>;

const CreateWorkerForm = ({ onDone }: { onDone: () => void }) => {
  const form = useSchemaForm(zCreateWorkerBody, blank);
  const create = useFormMutation(form, {
    send: (values) => usersApi.createWorker(blanksToNull(zCreateWorkerBody.parse(values))),
    success: (worker) => `${worker.full_name} was created.`,
    invalidate: ['workers'],
    onSaved: onDone,
  });
  return (
    <DialogForm onSubmit={create.submit} submitLabel="Create Worker" onCancel={onDone} canSubmit={form.isValid()} pending={create.pending}>
      <UserFields form={form} options={{ accountTypes: workerCreateTypes, password: 'new', phonesRequired: { home: true, mobile: true } }} />
    </DialogForm>
  );
};

export const WorkerCreateDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title="Create New Worker">
    <CreateWorkerForm onDone={onClose} />
  </FormDialog>
);

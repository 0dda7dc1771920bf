import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultIslandId, defaultLocationId, defaultWorkerCreateType, workerCreateTypes } from '../../../domain/constants';
import { zCreateWorkerBody } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, showServerErrors, useSchemaForm } from '../../components/schema-form';
import { blanksToNull } from './blanks-to-null';
import { FormDialogActions, FormDialog } from '../../components/form-dialog';
import { UserFields } from './user-fields';

const blank = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  account_type: defaultWorkerCreateType,
  island: String(defaultIslandId),
  location: String(defaultLocationId),
  home_phone: '',
  mobile_phone: '',
} satisfies z.input<typeof zCreateWorkerBody>;

const CreateWorkerForm = ({ onDone }: { onDone: () => void }) => {
  const form = useSchemaForm(zCreateWorkerBody, blank);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: typeof form.values) => usersApi.createWorker(blanksToNull(zCreateWorkerBody.parse(values))),
    onSuccess: (worker) => {
      notifySuccess(`${worker.full_name} was created.`);
      void queryClient.invalidateQueries({ queryKey: ['workers'] });
      onDone();
    },
    onError: (error) => {
      showServerErrors(form, error);
      notifyError(errorMessage(error));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <UserFields form={form} options={{ accountTypes: workerCreateTypes, password: 'new', phonesRequired: { home: true, mobile: true } }} />
      <FormDialogActions submitLabel="Create Worker" onCancel={onDone} canSubmit={form.isValid()} pending={create.isPending} />
    </form>
  );
};

export const WorkerCreateDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title="Create New Worker">
    <CreateWorkerForm onDone={onClose} />
  </FormDialog>
);

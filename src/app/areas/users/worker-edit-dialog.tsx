import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffTypes } from '../../../domain/constants';
import { zWorkerEditData, type Worker } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, showServerErrors, useSchemaForm } from '../../components/schema-form';
import { blanksToNull } from './blanks-to-null';
import { FormDialogActions, FormDialog } from '../../components/form-dialog';
import { UserFields } from './user-fields';

// The worker list carries no island, so the form leaves it out and the server keeps it.
const valuesOf = (worker: Worker) => ({
  first_name: worker.first_name,
  last_name: worker.last_name,
  email: worker.email,
  account_type: worker.account_type,
  location: String(worker.location.data.id),
  home_phone: worker.home_phone ?? '',
  mobile_phone: worker.mobile_phone ?? '',
  password: '',
});

const EditWorkerForm = ({ worker, onDone }: { worker: Worker; onDone: () => void }) => {
  const form = useSchemaForm(zWorkerEditData, valuesOf(worker));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: typeof form.values) => usersApi.update(worker.id, blanksToNull(zWorkerEditData.parse(values))),
    onSuccess: (updated) => {
      notifySuccess(`${updated.full_name} was updated.`);
      void queryClient.invalidateQueries({ queryKey: ['workers'] });
      onDone();
    },
    onError: (error) => {
      showServerErrors(form, error);
      notifyError(errorMessage(error));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <UserFields
        form={form}
        options={{ accountTypes: staffTypes, password: 'change', phonesRequired: { home: false, mobile: true }, island: false }}
      />
      <FormDialogActions submitLabel="Save Changes" onCancel={onDone} canSubmit={form.isValid()} pending={save.isPending} />
    </form>
  );
};

export const WorkerEditDialog = ({ worker, opened, onClose }: { worker: Worker | null; opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title={worker ? `Edit ${worker.full_name}` : 'Edit worker'}>
    {worker && <EditWorkerForm key={worker.id} worker={worker} onDone={onClose} />}
  </FormDialog>
);

import { staffTypes } from '../../../domain/constants';
import { zWorkerEditData, type Worker } from '../../../domain/users';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { UserFields } from './user-fields';
import { contactValues } from './user-form-values';
import { useUserEdit } from './use-user-edit';

// The worker list carries no island, so the form leaves it out and the server keeps it.
const EditWorkerForm = ({ worker, onDone }: { worker: Worker; onDone: () => void }) => {
  const form = useSchemaForm(zWorkerEditData, { ...contactValues(worker), account_type: worker.account_type });
  const save = useUserEdit(form, { id: worker.id, schema: zWorkerEditData, list: 'workers', onDone });
  return (
    <DialogForm onSubmit={save.submit} submitLabel="Save Changes" onCancel={onDone} canSubmit={form.isValid()} pending={save.pending}>
      <UserFields
        form={form}
        options={{ accountTypes: staffTypes, password: 'change', phonesRequired: { home: false, mobile: true }, island: false }}
      />
    </DialogForm>
  );
};

export const WorkerEditDialog = ({ worker, opened, onClose }: { worker: Worker | null; opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title={worker ? `Edit ${worker.full_name}` : 'Edit worker'}>
    {worker && <EditWorkerForm key={worker.id} worker={worker} onDone={onClose} />}
  </FormDialog>
);

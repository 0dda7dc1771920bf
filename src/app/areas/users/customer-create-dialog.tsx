import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerTypes, defaultIslandId, defaultLocationId } from '../../../domain/constants';
import { zRegisterBody } from '../../../domain/users';
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
  account_type: 'personal',
  island: String(defaultIslandId),
  location: String(defaultLocationId),
  home_phone: '',
  mobile_phone: '',
  notes: '',
  tin: '',
} satisfies z.input<typeof zRegisterBody>;

const CreateCustomerForm = ({ onDone }: { onDone: () => void }) => {
  const form = useSchemaForm(zRegisterBody, blank);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: typeof form.values) => usersApi.register(blanksToNull(zRegisterBody.parse(values))),
    onSuccess: (user) => {
      notifySuccess(`${user.full_name} was created with Dept # ${user.id}.`);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      onDone();
    },
    onError: (error) => {
      showServerErrors(form, error);
      notifyError(errorMessage(error));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <UserFields form={form} options={{ accountTypes: customerTypes, password: 'new', tin: form.values.account_type === 'business', notes: true }} />
      <FormDialogActions submitLabel="Create User" onCancel={onDone} canSubmit={form.isValid()} pending={create.isPending} />
    </form>
  );
};

/** Admin only: a new customer account with the registration fields. */
export const CustomerCreateDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title="Create New User">
    <CreateCustomerForm onDone={onClose} />
  </FormDialog>
);

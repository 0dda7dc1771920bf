import type { z } from 'zod';
import { customerTypes } from '../../../domain/constants';
import { zRegisterBody } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { blanksToNull } from './blanks-to-null';
import { blankAccount } from './user-form-values';
import { UserFields } from './user-fields';

const blank = { ...blankAccount, account_type: 'personal', notes: '', tin: '' } satisfies z.input<typeof zRegisterBody>;

const CreateCustomerForm = ({ onDone }: { onDone: () => void }) => {
  const form = useSchemaForm(zRegisterBody, blank);
  const create = useFormMutation(form, {
    send: (values) => usersApi.register(blanksToNull(zRegisterBody.parse(values))),
    success: (user) => `${user.full_name} was created with Dept # ${user.id}.`,
    invalidate: ['customers'],
    onSaved: onDone,
  });
  return (
    <DialogForm onSubmit={create.submit} submitLabel="Create User" onCancel={onDone} canSubmit={form.isValid()} pending={create.pending}>
      <UserFields form={form} options={{ accountTypes: customerTypes, password: 'new', tin: form.values.account_type === 'business', notes: true }} />
    </DialogForm>
  );
};

/** Admin only: a new customer account with the registration fields. */
export const CustomerCreateDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title="Create New User">
    <CreateCustomerForm onDone={onClose} />
  </FormDialog>
);

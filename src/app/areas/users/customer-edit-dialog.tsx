import { customerTypes } from '../../../domain/constants';
import { zUpdateUserData, type Customer } from '../../../domain/users';
import { DialogForm } from '../../components/dialog-form';
import { FormDialog } from '../../components/form-dialog';
import { useSchemaForm } from '../../components/schema-form';
import { UserFields } from './user-fields';
import { profileValues } from './user-form-values';
import { useUserEdit } from './use-user-edit';

const EditCustomerForm = ({ customer, onDone }: { customer: Customer; onDone: () => void }) => {
  const form = useSchemaForm(zUpdateUserData, { ...profileValues(customer), account_type: customer.account_type });
  const save = useUserEdit(form, { id: customer.id, schema: zUpdateUserData, list: 'customers', onDone });
  return (
    <DialogForm onSubmit={save.submit} submitLabel="Save Changes" onCancel={onDone} canSubmit={form.isValid()} pending={save.pending}>
      <UserFields
        form={form}
        options={{ accountTypes: customerTypes, password: 'change', tin: form.values.account_type === 'business', notes: true }}
      />
    </DialogForm>
  );
};

/** Admin edit of a customer; the fraud flag has its own button on the card, so it is not part of this form. */
export const CustomerEditDialog = ({ customer, opened, onClose }: { customer: Customer | null; opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title={customer ? `Edit ${customer.full_name}` : 'Edit customer'}>
    {customer && <EditCustomerForm key={customer.id} customer={customer} onDone={onClose} />}
  </FormDialog>
);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerTypes } from '../../../domain/constants';
import { zUpdateUserData, type Customer } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, showServerErrors, useSchemaForm } from '../../components/schema-form';
import { blanksToNull } from './blanks-to-null';
import { FormDialogActions, FormDialog } from '../../components/form-dialog';
import { UserFields } from './user-fields';

const valuesOf = (customer: Customer) => ({
  first_name: customer.first_name,
  last_name: customer.last_name,
  email: customer.email,
  account_type: customer.account_type,
  island: String(customer.island),
  location: String(customer.location.data.id),
  home_phone: customer.home_phone ?? '',
  mobile_phone: customer.mobile_phone ?? '',
  notes: customer.notes ?? '',
  tin: customer.tin ?? '',
  password: '',
});

const EditCustomerForm = ({ customer, onDone }: { customer: Customer; onDone: () => void }) => {
  const form = useSchemaForm(zUpdateUserData, valuesOf(customer));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: typeof form.values) => usersApi.update(customer.id, blanksToNull(zUpdateUserData.parse(values))),
    onSuccess: (updated) => {
      notifySuccess(`${updated.full_name} was updated.`);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
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
        options={{ accountTypes: customerTypes, password: 'change', tin: form.values.account_type === 'business', notes: true }}
      />
      <FormDialogActions submitLabel="Save Changes" onCancel={onDone} canSubmit={form.isValid()} pending={save.isPending} />
    </form>
  );
};

/** Admin edit of a customer; the fraud flag has its own button on the card, so it is not part of this form. */
export const CustomerEditDialog = ({ customer, opened, onClose }: { customer: Customer | null; opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title={customer ? `Edit ${customer.full_name}` : 'Edit customer'}>
    {customer && <EditCustomerForm key={customer.id} customer={customer} onDone={onClose} />}
  </FormDialog>
);

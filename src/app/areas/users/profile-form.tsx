import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { isCustomerType } from '../../../domain/constants';
import { userMessages, zProfileData, zStaffProfileData, type Customer } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage, showServerErrors, useSchemaForm } from '../../components/schema-form';
import { sessionStore } from '../../session/session-store';
import { blanksToNull } from './blanks-to-null';
import { UserFields } from './user-fields';

const valuesOf = (user: Customer) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  home_phone: user.home_phone ?? '',
  mobile_phone: user.mobile_phone ?? '',
  island: String(user.island),
  location: String(user.location.data.id),
  notes: user.notes ?? '',
  tin: user.tin ?? '',
  password: '',
});

/** The signed-in user's own details; type, flag and special are the admin's to change, so they are not offered. */
export const ProfileForm = ({ user, sessionUser }: { user: Customer; sessionUser: AuthUser }) => {
  const customer = isCustomerType(user.account_type);
  const schema = customer ? zProfileData : zStaffProfileData;
  const form = useSchemaForm(schema, valuesOf(user));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: typeof form.values) => usersApi.update(user.id, blanksToNull(schema.parse(values))),
    onSuccess: (updated) => {
      queryClient.setQueryData(['users', updated.id], updated);
      sessionStore.updateUser({ ...sessionUser, first_name: updated.first_name, last_name: updated.last_name });
      form.setValues(valuesOf(updated));
      form.resetDirty(valuesOf(updated));
      notifySuccess(userMessages.profileUpdated);
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
        options={{
          password: 'change',
          phonesRequired: { home: false, mobile: !customer },
          tin: user.account_type === 'business',
          notes: customer,
          ownAccount: true,
        }}
      />
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} disabled={!form.isValid() || save.isPending} mih={44}>
          Save Changes
        </Button>
      </Group>
    </form>
  );
};

import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { isCustomerType } from '../../../domain/constants';
import { userMessages, zProfileData, zStaffProfileData, type Customer } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { useSchemaForm } from '../../components/schema-form';
import { useFormMutation } from '../../components/use-form-mutation';
import { sessionStore } from '../../session/session-store';
import { blanksToNull } from './blanks-to-null';
import { MailChoiceSwitch } from './mail-choice-switch';
import { UserFields } from './user-fields';
import { ownProfileValues } from './user-form-values';

/** The signed-in user's own details; type, flag and special are the admin's to change, so they are not offered. */
export const ProfileForm = ({ user, sessionUser }: { user: Customer; sessionUser: AuthUser }) => {
  const customer = isCustomerType(user.account_type);
  const schema = customer ? zProfileData : zStaffProfileData;
  const form = useSchemaForm(schema, ownProfileValues(user));
  const queryClient = useQueryClient();
  const save = useFormMutation(form, {
    send: (values) => usersApi.update(user.id, blanksToNull(schema.parse(values))),
    success: () => userMessages.profileUpdated,
    onSaved: (updated) => {
      queryClient.setQueryData(['users', updated.id], updated);
      sessionStore.updateUser({ ...sessionUser, first_name: updated.first_name, last_name: updated.last_name });
      form.setValues(ownProfileValues(updated));
      form.resetDirty(ownProfileValues(updated));
    },
  });
  return (
    <form onSubmit={save.submit} noValidate>
      <UserFields
        form={form}
        options={{
          password: 'change',
          phonesRequired: { home: false, mobile: !customer },
          tin: user.account_type === 'business',
          notes: customer,
          ownAccount: true,
          currentPassword: true,
        }}
      />
      {customer && <MailChoiceSwitch {...form.getInputProps('mail_updates', { type: 'checkbox' })} />}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.pending} disabled={!form.isValid() || save.pending} mih={44}>
          Save Changes
        </Button>
      </Group>
    </form>
  );
};

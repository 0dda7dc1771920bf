import { PasswordInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { AccountType } from '../../../domain/constants';
import { accountTypeOptions } from './account-types';
import { useReferenceOptions } from './reference-options';

/** Any of this area's user forms: they differ in schema, not in the inputs' names. */
type FieldsForm = { getInputProps: (path: string) => GetInputPropsReturnType };

export type UserFieldsOptions = {
  /** Offer an account type select with these choices. */
  accountTypes?: readonly AccountType[];
  /** 'new' for a new account (required), 'change' for an edit (blank keeps the current one). */
  password: 'new' | 'change';
  phonesRequired?: { home: boolean; mobile: boolean };
  island?: boolean;
  tin?: boolean;
  notes?: boolean;
  /** My Account fills in the user's own details; forms about someone else must not. */
  ownAccount?: boolean;
  /** My Account asks for the current password, which the server needs to change the email or the password. */
  currentPassword?: boolean;
};

export const UserFields = ({ form, options }: { form: FieldsForm; options: UserFieldsOptions }) => {
  const reference = useReferenceOptions();
  const { phonesRequired = { home: false, mobile: false }, ownAccount = false } = options;
  const fill = (token: string) => (ownAccount ? token : 'off');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label="First Name" withAsterisk autoComplete={fill('given-name')} {...form.getInputProps('first_name')} />
      <TextInput label="Last Name" withAsterisk autoComplete={fill('family-name')} {...form.getInputProps('last_name')} />
      <TextInput label="Email" type="email" withAsterisk autoComplete={fill('email')} {...form.getInputProps('email')} />
      {options.accountTypes && (
        <Select
          label="Account Type"
          withAsterisk
          data={accountTypeOptions(options.accountTypes)}
          allowDeselect={false}
          {...form.getInputProps('account_type')}
        />
      )}
      <TextInput label="Home Phone" type="tel" withAsterisk={phonesRequired.home} autoComplete={fill('tel')} {...form.getInputProps('home_phone')} />
      <TextInput label="Mobile Phone" type="tel" withAsterisk={phonesRequired.mobile} autoComplete={fill('tel')} {...form.getInputProps('mobile_phone')} />
      {options.island !== false && (
        <Select label="Island" withAsterisk data={reference.islands} searchable allowDeselect={false} {...form.getInputProps('island')} />
      )}
      <Select label="Location" withAsterisk data={reference.locations} allowDeselect={false} {...form.getInputProps('location')} />
      {options.tin && <TextInput label="TIN" description="Tax identification number of the business" {...form.getInputProps('tin')} />}
      <PasswordInput
        label={options.password === 'new' ? 'Password' : 'New Password'}
        description={options.password === 'change' ? 'Leave empty to keep the current password' : undefined}
        withAsterisk={options.password === 'new'}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      {options.currentPassword && (
        <PasswordInput
          label="Current Password"
          description="Needed to change your email or password"
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
      )}
      {options.notes && <Textarea label="Notes" autosize minRows={2} maxRows={6} style={{ gridColumn: '1 / -1' }} {...form.getInputProps('notes')} />}
    </SimpleGrid>
  );
};

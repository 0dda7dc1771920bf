import { Alert, Button, Group, PasswordInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { screens } from '../../../domain/access';
import type { z } from 'zod';
import { defaultIslandId, defaultLocationId } from '../../../domain/constants';
import { selfRegistrationTypes, userMessages, zRegisterBody, type RegisterBody } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { notifyError } from '../../components/notify';
import { showServerErrors, useSchemaForm } from '../../components/schema-form';
import { SecondaryLink } from './secondary-link';
import { useRegistrationLists } from './use-registration-lists';

const typeLabels = { personal: 'Personal', business: 'Business' } as const;

/** Empty optional fields are left out, and a TIN only travels with a business account. */
const toBody = (values: z.input<typeof zRegisterBody>): RegisterBody => {
  const body = zRegisterBody.parse(values);
  return {
    ...body,
    tin: body.account_type === 'business' ? body.tin || undefined : undefined,
    home_phone: body.home_phone || undefined,
    mobile_phone: body.mobile_phone || undefined,
  };
};

export const RegisterForm = ({ onRegistered }: { onRegistered: () => void }) => {
  const lists = useRegistrationLists();
  const form = useSchemaForm(zRegisterBody, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    account_type: 'personal',
    island: String(defaultIslandId),
    location: String(defaultLocationId),
    tin: '',
    home_phone: '',
    mobile_phone: '',
  });
  const register = useMutation({
    mutationFn: usersApi.register,
    onSuccess: onRegistered,
    onError: (error) => {
      notifyError(userMessages.registrationFailed);
      showServerErrors(form, error);
    },
  });
  const business = form.values.account_type === 'business';

  return (
    <form onSubmit={form.onSubmit((values) => register.mutate(toBody(values)))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First Name" withAsterisk autoComplete="given-name" size="md" {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" withAsterisk autoComplete="family-name" size="md" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" withAsterisk autoComplete="email" inputMode="email" size="md" {...form.getInputProps('email')} />
        <PasswordInput label="Password" withAsterisk autoComplete="new-password" size="md" {...form.getInputProps('password')} />
        <Radio.Group label="Account Type" withAsterisk size="md" {...form.getInputProps('account_type')}>
          <Group gap="xl" mt="xs">
            {selfRegistrationTypes.map((type) => (
              <Radio key={type} value={type} label={typeLabels[type]} size="md" />
            ))}
          </Group>
        </Radio.Group>
        {business && <TextInput label="TIN" description="Tax identification number of the business" size="md" {...form.getInputProps('tin')} />}
        {lists.islandsError && (
          <Alert color="red" variant="light" title="Could not load the list of islands">
            <Button mt="xs" size="sm" variant="white" color="red" onClick={lists.retryIslands}>
              Try again
            </Button>
          </Alert>
        )}
        <Select
          label="Island"
          withAsterisk
          data={lists.islands}
          searchable
          allowDeselect={false}
          disabled={lists.islandsPending}
          placeholder={lists.islandsPending ? 'Loading…' : undefined}
          size="md"
          {...form.getInputProps('island')}
        />
        <Select
          label="Location"
          withAsterisk
          data={lists.locations}
          allowDeselect={false}
          size="md"
          {...form.getInputProps('location')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Home Phone" type="tel" autoComplete="tel" size="md" {...form.getInputProps('home_phone')} />
          <TextInput label="Mobile Phone" type="tel" autoComplete="tel" size="md" {...form.getInputProps('mobile_phone')} />
        </SimpleGrid>
        <Button type="submit" size="lg" fullWidth loading={register.isPending} disabled={!form.isValid()}>
          Create Account
        </Button>
        <SecondaryLink to={screens.login.path}>Already have an account? Login</SecondaryLink>
      </Stack>
    </form>
  );
};

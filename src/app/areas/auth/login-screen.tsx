import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zLoginBody } from '../../../domain/auth';
import { screens } from '../../../domain/access';
import { authApi } from '../../api/auth';
import { notifyError } from '../../components/notify';
import { useSchemaForm } from '../../components/schema-form';
import { safeRedirect } from '../../session/screen-route';
import { sessionStore } from '../../session/session-store';
import { AuthCard } from './auth-card';
import { GuestLinks } from './guest-links';
import { loginFailureMessage } from './login-failure';
import { SecondaryLink } from './secondary-link';

export const LoginScreen = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useSchemaForm(zLoginBody, { email: '', password: '' });
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (session) => {
      sessionStore.signIn(session);
      // '/' sends each account type to its own home screen.
      navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
    },
    onError: (error) => notifyError(loginFailureMessage(error)),
  });

  return (
    <Stack gap="md">
      <AuthCard title="Login" intro="Sign in with the email address and password of your account.">
        <form onSubmit={form.onSubmit((values) => login.mutate(zLoginBody.parse(values)))} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              inputMode="email"
              size="md"
              {...form.getInputProps('email')}
            />
            <PasswordInput label="Password" autoComplete="current-password" size="md" {...form.getInputProps('password')} />
            <Button type="submit" size="lg" fullWidth loading={login.isPending} disabled={!form.isValid()}>
              Login
            </Button>
            <Group justify="space-between" gap="xs">
              <SecondaryLink to={screens['password.forget'].path}>Forgot Password</SecondaryLink>
              <SecondaryLink to={screens.register.path}>Sign Up</SecondaryLink>
            </Group>
          </Stack>
        </form>
      </AuthCard>
      <GuestLinks />
    </Stack>
  );
};

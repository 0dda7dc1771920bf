import { Alert, Button, Stack, PasswordInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { messages, zResetForm } from '../../../domain/auth';
import { screens } from '../../../domain/access';
import { authApi } from '../../api/auth';
import { ApiError } from '../../api/api-error';
import { showServerErrors, useSchemaForm } from '../../components/schema-form';
import { errorMessage } from '../../components/error-message';
import { AuthCard } from './auth-card';
import { AuthOutcome, toLogin } from './auth-outcome';
import { SecondaryLink } from './secondary-link';

const requestNewLink = { label: 'Request a new link', to: screens['password.forget'].path };

/** A token the server refused cannot be fixed on this screen: only a new link helps. */
const isTokenProblem = (error: unknown) => error instanceof ApiError && 'token' in error.fields;

const ResetForm = ({ token }: { token: string }) => {
  const form = useSchemaForm(zResetForm, { password: '', password_confirmation: '' });
  // Typing the first password again can make a mismatch right, so the confirmation is re-checked.
  form.watch('password', () => {
    if (form.isTouched('password_confirmation')) form.validateField('password_confirmation');
  });
  const reset = useMutation({
    mutationFn: (password: string) => authApi.resetPassword({ password, token }),
    onError: (error) => showServerErrors(form, error),
  });

  if (reset.isSuccess) return <AuthOutcome title="Reset Password" tone="success" message={messages.resetDone} action={toLogin} />;
  if (reset.isError && isTokenProblem(reset.error))
    return <AuthOutcome title="Reset Password" tone="problem" message={errorMessage(reset.error)} action={requestNewLink} />;

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      <form onSubmit={form.onSubmit((values) => reset.mutate(zResetForm.parse(values).password))} noValidate>
        <Stack gap="md">
          <PasswordInput label="New Password" autoComplete="new-password" size="md" {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            size="md"
            {...form.getInputProps('password_confirmation')}
          />
          {reset.isError && (
            <Alert color="red" variant="light">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth loading={reset.isPending} disabled={!form.isValid()}>
            Reset Password
          </Button>
          <SecondaryLink to={screens.login.path}>Back to Login</SecondaryLink>
        </Stack>
      </form>
    </AuthCard>
  );
};

export const ResetPasswordScreen = () => {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  if (token) return <ResetForm token={token} />;
  return (
    <AuthOutcome
      title="Reset Password"
      tone="problem"
      message="This password reset link is incomplete. Open the link from the email again, or ask for a new one."
      action={requestNewLink}
    />
  );
};

import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { messages, zForgotQuery } from '../../../domain/auth';
import { screens } from '../../../domain/access';
import { authApi } from '../../api/auth';
import { showServerErrors, useSchemaForm } from '../../components/schema-form';
import { errorMessage } from '../../components/error-message';
import { AuthCard } from './auth-card';
import { AuthOutcome, toLogin } from './auth-outcome';
import { SecondaryLink } from './secondary-link';

export const ForgotPasswordScreen = () => {
  const form = useSchemaForm(zForgotQuery, { email: '' });
  const request = useMutation({
    mutationFn: authApi.forgotPassword,
    onError: (error) => showServerErrors(form, error),
  });

  if (request.isSuccess) return <AuthOutcome title="Check your email" tone="success" message={messages.resetSent} action={toLogin} />;

  return (
    <AuthCard title="Forgot Password" intro="Enter the email address of your account and we will send you a link to set a new password.">
      <form onSubmit={form.onSubmit((values) => request.mutate(zForgotQuery.parse(values).email))} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" inputMode="email" size="md" {...form.getInputProps('email')} />
          {request.isError && (
            <Alert color="red" variant="light">
              {errorMessage(request.error)}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth loading={request.isPending} disabled={!form.isValid()}>
            Send reset link
          </Button>
          <SecondaryLink to={screens.login.path}>Back to Login</SecondaryLink>
        </Stack>
      </form>
    </AuthCard>
  );
};

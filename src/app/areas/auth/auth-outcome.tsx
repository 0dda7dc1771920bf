import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';
import { AuthCard } from './auth-card';

type Action = { label: string; to: string };

type Props = { title: string; message: string; tone: 'success' | 'problem'; action: Action };

export const toLogin: Action = { label: 'Login', to: screens.login.path };

/** The end of a flow, in place of its form: what happened, and the one button that leads on. */
export const AuthOutcome = ({ title, message, tone, action }: Props) => (
  <AuthCard title={title}>
    <Stack gap="md">
      <Alert
        color={tone === 'success' ? 'green' : 'orange'}
        icon={tone === 'success' ? <IconCircleCheck /> : <IconAlertTriangle />}
        variant="light"
      >
        {message}
      </Alert>
      <Button component={Link} to={action.to} size="lg" fullWidth>
        {action.label}
      </Button>
    </Stack>
  </AuthCard>
);

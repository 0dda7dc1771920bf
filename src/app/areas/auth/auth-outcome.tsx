import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

type Props = { message: string; tone: 'success' | 'problem'; action: { label: string; to: string } };

/** The end of a flow: what happened, and the one button that leads on. */
export const AuthOutcome = ({ message, tone, action }: Props) => (
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
);

import { Alert, Button, Text } from '@mantine/core';
import { errorMessage } from './error-message';

type Props = { title: string; error: unknown; onRetry?: () => void };

/** A read that failed: what could not be loaded, the server's reason, and a retry where one helps. */
export const LoadError = ({ title, error, onRetry }: Props) => (
  <Alert color="red" title={title}>
    <Text size="sm">{errorMessage(error)}</Text>
    {onRetry && (
      <Button mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
        Try again
      </Button>
    )}
  </Alert>
);

import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { errorMessage } from './schema-form';

type Props = { isPending: boolean; error: unknown; isEmpty: boolean; empty: string; onRetry?: () => void; children: ReactNode };

/** Loading, error and empty states every list shows the same way. */
export const QueryState = ({ isPending, error, isEmpty, empty, onRetry, children }: Props) => {
  if (isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" title="Could not load this list">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button mt="sm" size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  if (isEmpty)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  return children;
};

import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { LoadError } from './load-error';
import { ScreenLoader } from './screen-loader';

type Props = { isPending: boolean; error: unknown; isEmpty: boolean; empty: string; onRetry?: () => void; children: ReactNode };

/** Loading, error and empty states every list shows the same way. */
export const QueryState = ({ isPending, error, isEmpty, empty, onRetry, children }: Props) => {
  if (isPending) return <ScreenLoader />;
  if (error) return <LoadError title="Could not load this list" error={error} onRetry={onRetry} />;
  if (isEmpty)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  return children;
};

import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { QueryState } from './query-state';

type Query = { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };

type Props = { query: Query; isEmpty: boolean; empty: string; children: ReactNode };

/** A list of cards, one column on a phone and up to three on a desktop, with its loading, error and empty states. */
export const CardGrid = ({ query, isEmpty, empty, children }: Props) => (
  <QueryState isPending={query.isPending} error={query.error} isEmpty={isEmpty} empty={empty} onRetry={() => void query.refetch()}>
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  </QueryState>
);

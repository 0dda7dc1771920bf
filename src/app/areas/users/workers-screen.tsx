import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchDebounceMs, workersListLimit } from '../../../domain/constants';
import type { Worker } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { QueryState } from '../../components/query-state';
import { useSession } from '../../session/use-session';
import { useDialogTarget } from './use-dialog-target';
import { useRetireWorker } from './use-retire-worker';
import { WorkerCard } from './worker-card';
import { WorkerCreateDialog } from './worker-create-dialog';
import { WorkerEditDialog } from './worker-edit-dialog';

/** Workers (admin): staff accounts by name or email, at most 50 at a time; retired ones last. */
export const WorkersScreen = () => {
  const session = useSession();
  const [search, setSearch] = useState('');
  const [key] = useDebouncedValue(search.trim(), searchDebounceMs);
  const workers = useQuery({ queryKey: ['workers', key], queryFn: () => usersApi.workers(key), placeholderData: keepPreviousData });
  const [creating, creation] = useDisclosure(false);
  const editing = useDialogTarget<Worker>();
  const retirement = useRetireWorker();
  const rows = workers.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Workers</Title>
        <Button leftSection={<IconUserPlus size={18} />} onClick={creation.open} mih={44}>
          Create New Worker
        </Button>
      </Group>
      <TextInput
        label="Search"
        placeholder="Search by name or email"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
        size="md"
        type="search"
      />
      {rows.length >= workersListLimit && (
        <Text size="sm" c="dimmed">
          Showing the first {workersListLimit} workers. Narrow the search to find others.
        </Text>
      )}
      <QueryState
        isPending={workers.isPending}
        error={workers.error}
        isEmpty={rows.length === 0}
        empty={key ? `No workers match "${key}".` : 'There are no workers yet.'}
        onRetry={() => void workers.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {rows.map((worker) => (
            <WorkerCard
              key={worker.id}
              worker={worker}
              isSelf={worker.id === session?.user.id}
              retirePending={retirement.pendingId === worker.id}
              onEdit={() => editing.open(worker)}
              onRetire={() => void retirement.retire(worker)}
            />
          ))}
        </SimpleGrid>
      </QueryState>
      <WorkerCreateDialog opened={creating} onClose={creation.close} />
      <WorkerEditDialog worker={editing.target} opened={editing.opened} onClose={editing.close} />
    </Stack>
  );
};

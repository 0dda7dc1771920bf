import { Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workersListLimit } from '../../../domain/constants';
import type { Worker } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { CardGrid } from '../../components/card-grid';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { useDebouncedSearch } from '../../components/use-debounced-search';
import { useDialogTarget } from '../../components/use-dialog-target';
import { useSession } from '../../session/use-session';
import { useRetireWorker } from './use-retire-worker';
import { WorkerCard } from './worker-card';
import { WorkerCreateDialog } from './worker-create-dialog';
import { WorkerEditDialog } from './worker-edit-dialog';

/** Workers (admin): staff accounts by name or email, at most 50 at a time; retired ones last. */
export const WorkersScreen = () => {
  const session = useSession();
  const [search, setSearch, key] = useDebouncedSearch();
  const workers = useQuery({ queryKey: ['workers', key], queryFn: () => usersApi.workers(key), placeholderData: keepPreviousData });
  const [creating, creation] = useDisclosure(false);
  const editing = useDialogTarget<Worker>();
  const retirement = useRetireWorker();
  const rows = workers.data?.data ?? [];

  return (
    <Stack gap="md">
      <ScreenHeader title="Workers" action={{ label: 'Create New Worker', icon: <IconUserPlus size={18} />, onClick: creation.open }} />
      <SearchField value={search} onChange={setSearch} placeholder="Search by name or email" />
      {rows.length >= workersListLimit && (
        <Text size="sm" c="dimmed">
          Showing the first {workersListLimit} workers. Narrow the search to find others.
        </Text>
      )}
      <CardGrid query={workers} isEmpty={rows.length === 0} empty={key ? `No workers match "${key}".` : 'There are no workers yet.'}>
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
      </CardGrid>
      <WorkerCreateDialog opened={creating} onClose={creation.close} />
      <WorkerEditDialog worker={editing.target} opened={editing.opened} onClose={editing.close} />
    </Stack>
  );
};

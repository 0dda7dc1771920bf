import { Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { Checkpoint } from '../../../domain/checkpoints';
import { QueryState } from '../../components/query-state';
import { ResultCount } from '../../components/result-count';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { SortBar } from '../../components/sort-bar';
import { useDialogTarget } from '../../components/use-dialog-target';
import { CheckpointDialog } from './checkpoint-dialog';
import { sortCheckpoints } from './checkpoint-order';
import type { CheckpointRowActions } from './checkpoint-row-actions';
import { CheckpointsCards } from './checkpoints-cards';
import { CheckpointsTable } from './checkpoints-table';
import { matchesCheckpoint } from './match-checkpoint';
import { useCheckpointListState } from './use-checkpoint-list-state';
import { useCheckpoints } from './use-checkpoints';
import { useDeleteCheckpoint } from './use-delete-checkpoint';

/** Checkpoints (admin): the points where packages are scanned, searchable and sortable, with add, edit and delete. */
export const CheckpointsScreen = () => {
  const list = useCheckpointListState();
  const checkpoints = useCheckpoints();
  const dialog = useDialogTarget<Checkpoint>();
  const deletion = useDeleteCheckpoint();
  const theme = useMantineTheme();
  // Below a phone's width five columns and a menu do not fit: a row of lines per checkpoint instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const all = checkpoints.data?.data ?? [];
  const shown = sortCheckpoints(
    all.filter((checkpoint) => matchesCheckpoint(checkpoint, list.searchKey)),
    list.sort.column,
    list.sort.direction,
  );
  const searched = list.searchKey !== '';
  const actions: CheckpointRowActions = { deletingId: deletion.pendingId, onEdit: dialog.open, onDelete: (checkpoint) => void deletion.remove(checkpoint) };

  return (
    <Stack gap="md">
      <ScreenHeader title="Checkpoints" action={{ label: 'Add Checkpoint', icon: <IconPlus size={18} />, onClick: () => dialog.open(null) }} />
      <SearchField value={list.search} onChange={list.setSearch} placeholder="Name, email, address or phone" />
      {checkpoints.data && <ResultCount count={shown.length} one={searched ? 'match' : 'checkpoint'} many={searched ? 'matches' : 'checkpoints'} />}
      <QueryState
        isPending={checkpoints.isPending}
        error={checkpoints.error}
        isEmpty={shown.length === 0}
        empty={searched && all.length > 0 ? `No checkpoints match "${list.searchKey}".` : 'There are no checkpoints yet. Add the first one.'}
        onRetry={() => void checkpoints.refetch()}
      >
        {wide ? (
          <CheckpointsTable rows={shown} actions={actions} sorting={list.sorting} />
        ) : (
          <Stack gap="sm">
            <SortBar sorting={list.sorting} />
            <CheckpointsCards rows={shown} actions={actions} />
          </Stack>
        )}
      </QueryState>
      <CheckpointDialog checkpoint={dialog.target} opened={dialog.opened} onClose={dialog.close} />
    </Stack>
  );
};

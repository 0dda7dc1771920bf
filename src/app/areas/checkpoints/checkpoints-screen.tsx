import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Checkpoint } from '../../../domain/checkpoints';
import { CardGrid } from '../../components/card-grid';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { useDialogTarget } from '../../components/use-dialog-target';
import { CheckpointCard } from './checkpoint-card';
import { CheckpointDialog } from './checkpoint-dialog';
import { matchesCheckpoint } from './match-checkpoint';
import { useCheckpoints } from './use-checkpoints';
import { useDeleteCheckpoint } from './use-delete-checkpoint';

/** Checkpoints (admin): the points where packages are scanned, searchable, with add, edit and delete. */
export const CheckpointsScreen = () => {
  const [search, setSearch] = useState('');
  const checkpoints = useCheckpoints();
  const dialog = useDialogTarget<Checkpoint>();
  const deletion = useDeleteCheckpoint();
  const all = checkpoints.data?.data ?? [];
  const shown = all.filter((checkpoint) => matchesCheckpoint(checkpoint, search));
  const searching = search.trim() !== '';

  return (
    <Stack gap="md">
      <ScreenHeader title="Checkpoints" action={{ label: 'Add Checkpoint', icon: <IconPlus size={18} />, onClick: () => dialog.open(null) }} />
      <SearchField value={search} onChange={setSearch} placeholder="Name, email, address or phone" />
      {searching && all.length > 0 && (
        <Text size="sm" c="gray.7" aria-live="polite">
          Showing {shown.length} of {all.length} checkpoints.
        </Text>
      )}
      <CardGrid
        query={checkpoints}
        isEmpty={shown.length === 0}
        empty={searching && all.length > 0 ? `No checkpoints match "${search.trim()}".` : 'There are no checkpoints yet. Add the first one.'}
      >
        {shown.map((checkpoint) => (
          <CheckpointCard
            key={checkpoint.id}
            checkpoint={checkpoint}
            deletePending={deletion.pendingId === checkpoint.id}
            onEdit={() => dialog.open(checkpoint)}
            onDelete={() => void deletion.remove(checkpoint)}
          />
        ))}
      </CardGrid>
      <CheckpointDialog checkpoint={dialog.target} opened={dialog.opened} onClose={dialog.close} />
    </Stack>
  );
};

import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Checkpoint } from '../../../domain/checkpoints';
import { QueryState } from '../../components/query-state';
import { CheckpointCard } from './checkpoint-card';
import { CheckpointDialog } from './checkpoint-dialog';
import { matchesCheckpoint } from './match-checkpoint';
import { useCheckpoints } from './use-checkpoints';
import { useDeleteCheckpoint } from './use-delete-checkpoint';

type Dialog = { checkpoint: Checkpoint | null; opened: boolean };

/** Checkpoints (admin): the points where packages are scanned, searchable, with add, edit and delete. */
export const CheckpointsScreen = () => {
  const [search, setSearch] = useState('');
  const checkpoints = useCheckpoints();
  // Closing keeps the checkpoint, so the dialog's content stays in place while it fades out.
  const [dialog, setDialog] = useState<Dialog>({ checkpoint: null, opened: false });
  const deletion = useDeleteCheckpoint();
  const all = checkpoints.data?.data ?? [];
  const shown = all.filter((checkpoint) => matchesCheckpoint(checkpoint, search));
  const searching = search.trim() !== '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Checkpoints</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ checkpoint: null, opened: true })} mih={44}>
          Add Checkpoint
        </Button>
      </Group>
      <TextInput
        label="Search"
        placeholder="Name, email, address or phone"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
        size="md"
        type="search"
      />
      {searching && all.length > 0 && (
        <Text size="sm" c="gray.7" aria-live="polite">
          Showing {shown.length} of {all.length} checkpoints.
        </Text>
      )}
      <QueryState
        isPending={checkpoints.isPending}
        error={checkpoints.error}
        isEmpty={shown.length === 0}
        empty={searching && all.length > 0 ? `No checkpoints match "${search.trim()}".` : 'There are no checkpoints yet. Add the first one.'}
        onRetry={() => void checkpoints.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((checkpoint) => (
            <CheckpointCard
              key={checkpoint.id}
              checkpoint={checkpoint}
              deletePending={deletion.pendingId === checkpoint.id}
              onEdit={() => setDialog({ checkpoint, opened: true })}
              onDelete={() => void deletion.remove(checkpoint)}
            />
          ))}
        </SimpleGrid>
      </QueryState>
      <CheckpointDialog
        checkpoint={dialog.checkpoint}
        opened={dialog.opened}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
};

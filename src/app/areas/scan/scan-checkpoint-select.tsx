import { useEffect } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { checkpointMessages, type Checkpoint } from '../../../domain/checkpoints';
import { errorMessage } from '../../components/error-message';
import { CachedAge } from '../../offline/ui/cached-age';
import { useCachedReference } from '../../offline/hooks/use-cached-reference';

/** Checkpoints come from this device's copy when offline, with how old that copy is. */
export const useScanCheckpoints = () => useCachedReference('checkpoints');

type Reference = {
  data: { data: Checkpoint[] } | undefined;
  fetchedAt: string | null;
  isLoading: boolean;
  error: unknown;
  refresh: () => void;
};

type Props = { checkpoints: Reference; value: number | null; onChange: (id: number | null) => void; error: string | undefined };

export const ScanCheckpointSelect = ({ checkpoints, value, onChange, error }: Props) => {
  const list = checkpoints.data?.data ?? [];
  const unavailable = !checkpoints.data && !checkpoints.isLoading;
  const loaded = checkpoints.data !== undefined;
  // Offline with no saved list, the checkpoint chosen last time on this device can still be used.
  const remembered = unavailable && value !== null;
  const options = remembered
    ? [{ value: String(value), label: `Checkpoint ${value} (chosen last time)` }]
    : list.map((checkpoint) => ({ value: String(checkpoint.id), label: checkpoint.name }));
  const chosen = value === null ? undefined : list.find((checkpoint) => checkpoint.id === value);
  const known = chosen !== undefined;
  // A remembered checkpoint that has since been deleted must not stay chosen, or its scans would be refused.
  useEffect(() => {
    if (loaded && value !== null && !known) onChange(null);
  }, [loaded, value, known, onChange]);
  return (
    <Stack gap={4}>
      <Select
        label="Checkpoint"
        // Said before the first scan, so a refused unpaid package comes as no surprise.
        description={chosen?.releases ? `Release point. ${checkpointMessages.releasePoint}` : undefined}
        placeholder={checkpoints.isLoading && list.length === 0 ? 'Loading checkpoints…' : 'Choose the checkpoint'}
        data={options}
        value={known || remembered ? String(value) : null}
        onChange={(id) => onChange(id === null ? null : Number(id))}
        error={error}
        size="lg"
        allowDeselect={false}
        disabled={options.length === 0}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="xs" justify="space-between">
        <CachedAge fetchedAt={checkpoints.fetchedAt} />
        {unavailable && (
          <Group gap="xs">
            <Text size="sm" c="red.9" role="alert">
              Could not load the checkpoints. {checkpoints.error ? errorMessage(checkpoints.error) : ''}
            </Text>
            <Button variant="default" mih={48} onClick={checkpoints.refresh}>
              Try again
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
};

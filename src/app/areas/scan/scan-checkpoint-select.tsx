import { useEffect } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
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
  const selected = known || remembered ? String(value) : '';
  // Until one is chosen, the first line says what to do; it cannot be chosen back.
  const prompt = { value: '', label: checkpoints.isLoading && list.length === 0 ? 'Loading checkpoints…' : 'Choose the checkpoint', disabled: true };
  return (
    <Stack gap={4}>
      {/* The phone's own picker: big rows for a thumb, and none of the popover code a Mantine Select loads with the screen. */}
      <NativeSelect
        label="Checkpoint"
        // Said before the first scan, so a refused unpaid package comes as no surprise.
        description={chosen?.releases ? `Release point. ${checkpointMessages.releasePoint}` : undefined}
        data={selected === '' ? [prompt, ...options] : options}
        value={selected}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        error={error}
        size="lg"
        disabled={options.length === 0}
        withAsterisk
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

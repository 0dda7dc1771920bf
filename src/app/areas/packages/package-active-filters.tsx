import { Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Checkpoint } from '../../../domain/checkpoints';
import { shippingMethodLabels } from '../../../domain/shipping-methods';
import type { PackageFiltersState, UrlFilterKey } from './use-package-filters';

type Chip = { label: string; clears: UrlFilterKey[] };

const chipsOf = ({ filters }: PackageFiltersState, checkpoints: Checkpoint[]): Chip[] => {
  const chips: Chip[] = [];
  if (filters.checkpoint !== undefined) {
    const name = checkpoints.find((c) => c.id === filters.checkpoint)?.name ?? `#${filters.checkpoint}`;
    chips.push({ label: filters.reverseCheckpoint ? `Checkpoint: not ${name}` : `Checkpoint: ${name}`, clears: ['checkpoint', 'reverseCheckpoint'] });
  }
  if (filters.method !== undefined) {
    const name = shippingMethodLabels[filters.method];
    chips.push({ label: filters.reverseMethod ? `Method: any but ${name}` : `Method: ${name}`, clears: ['method', 'reverseMethod'] });
  }
  if (filters.minDays !== undefined) {
    chips.push({ label: `Over ${filters.minDays === 1 ? '1 day' : `${filters.minDays} days`} at checkpoint`, clears: ['minDays'] });
  }
  return chips;
};

/**
 * The filters a banner link or the address set, spelled out: "any but next-day" and "over 4 days"
 * have no control of their own, so without this a list would look wrongly short.
 */
export const PackageActiveFilters = ({ state, checkpoints }: { state: PackageFiltersState; checkpoints: Checkpoint[] }) => {
  const chips = chipsOf(state, checkpoints);
  if (chips.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" bg="blue.0" aria-live="polite">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Filtered by:
        </Text>
        {chips.map((chip) => (
          <Button
            key={chip.label}
            size="sm"
            variant="white"
            radius="xl"
            mih={44}
            rightSection={<IconX size={16} aria-hidden />}
            aria-label={`Clear filter: ${chip.label}`}
            onClick={() => state.clearFilters(...chip.clears)}
          >
            {chip.label}
          </Button>
        ))}
        {chips.length > 1 && (
          <Button size="sm" variant="subtle" mih={44} onClick={() => state.clearFilters('checkpoint', 'reverseCheckpoint', 'method', 'reverseMethod', 'minDays')}>
            Clear these
          </Button>
        )}
      </Group>
    </Paper>
  );
};

import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Checkpoint } from '../../../domain/checkpoints';
import { RowActionsMenu } from '../../components/row-actions-menu';
import type { CheckpointRowActions } from './checkpoint-row-actions';
import { ReleasePointBadge } from './release-point-badge';

type Props = { rows: Checkpoint[]; actions: CheckpointRowActions };

/** Checkpoints on a phone: a row per checkpoint, its name and number first (and whether it is a release point), then how to reach it; Edit and Delete behind one button. */
export const CheckpointsCards = ({ rows, actions }: Props) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Checkpoints">
    {rows.map((checkpoint) => (
      <Paper key={checkpoint.id} component="li" withBorder px="sm" py="xs" aria-label={checkpoint.name}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {checkpoint.name}{' '}
              <Text span c="dimmed" fw={400}>
                #{checkpoint.id}
              </Text>
            </Text>
            {checkpoint.releases && <ReleasePointBadge>Release point</ReleasePointBadge>}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {checkpoint.address}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {checkpoint.email} · {checkpoint.phone}
            </Text>
          </Stack>
          <RowActionsMenu
            name={checkpoint.name}
            deleting={actions.deletingId === checkpoint.id}
            onEdit={() => actions.onEdit(checkpoint)}
            onDelete={() => actions.onDelete(checkpoint)}
          />
        </Group>
      </Paper>
    ))}
  </Stack>
);

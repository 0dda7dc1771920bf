import { Paper, Stack, Text } from '@mantine/core';
import type { ActivityLog } from '../../../domain/logs';
import { formatDateTime } from '../../components/display-format';
import { ActivityText } from './activity-text';

/** The log on a phone: a card each, "Ada Admin approved invoice #1042", then when and the row's ID. */
export const ActivityCards = ({ rows }: { rows: readonly ActivityLog[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Activities">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder px="sm" py="xs">
        <Stack gap={4}>
          <Text>
            <Text span fw={700}>
              {row.user.full_name}
            </Text>{' '}
            <ActivityText row={row} />
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(row.created_at)} · ID {row.id}
          </Text>
        </Stack>
      </Paper>
    ))}
  </Stack>
);

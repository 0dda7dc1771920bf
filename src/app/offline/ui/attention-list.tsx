import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AttentionRow } from '../store/attention';
import { acknowledgeRow } from '../store/outbox';
import { ageText } from './age-text';

type Props = { rows: readonly AttentionRow[]; now: number; nameOf: (id: number) => string | undefined; onFix: (rowId: string) => void };

/** The sync panel's sent scans whose codes did not go through: each code, and fixing or dismissing them. */
export const AttentionList = ({ rows, now, nameOf, onFix }: Props) => (
  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
    {rows.map(({ row, codes }) => {
      const where = nameOf(row.payload.checkpoint) ?? `checkpoint #${row.payload.checkpoint}`;
      return (
        <Paper key={row.id} withBorder p="sm" component="li" aria-label={`Unknown at ${where}`}>
          <Stack gap={4}>
            <Text fw={500}>Unknown at {where}</Text>
            <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {codes.join(', ')}
            </Text>
            <Text size="sm" c="dimmed">
              Scanned {ageText(Math.max(0, now - Date.parse(row.createdAt)))}; the server does not know {codes.length === 1 ? 'this code' : 'these codes'}.
            </Text>
            <Group gap="xs" mt={4}>
              <Button mih={44} onClick={() => onFix(row.id)}>
                Fix and resend
              </Button>
              <Button mih={44} variant="default" onClick={() => void acknowledgeRow(row.id)}>
                Dismiss
              </Button>
            </Group>
          </Stack>
        </Paper>
      );
    })}
  </Stack>
);

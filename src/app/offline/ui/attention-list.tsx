import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AttentionRow } from '../store/attention';
import { acknowledgeRow } from '../store/outbox';
import { ageText } from './age-text';
import { attentionHeading, attentionWords, reasonsOf } from './attention-words';
import { resendPaidCodes } from './resend-action';

type Props = { rows: readonly AttentionRow[]; now: number; nameOf: (id: number) => string | undefined; onFix: (rowId: string) => void };

/** The sync panel's sent scans whose codes did not go through: each code and why, and fixing, resending or dismissing them. */
export const AttentionList = ({ rows, now, nameOf, onFix }: Props) => (
  <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
    {rows.map(({ row, codes }) => {
      const where = nameOf(row.payload.checkpoint) ?? `checkpoint #${row.payload.checkpoint}`;
      return (
        <Paper key={row.id} withBorder p="sm" component="li" aria-label={attentionHeading(codes, where)}>
          <Stack gap={4}>
            {reasonsOf(codes).map(({ status, codes: listed }) => (
              <Stack key={status} gap={0}>
                <Text fw={500}>
                  {attentionWords[status].heading} at {where}
                </Text>
                <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {listed.join(', ')}
                </Text>
                <Text size="sm">{attentionWords[status].todo(listed.length)}</Text>
              </Stack>
            ))}
            <Text size="sm" c="dimmed">
              Scanned {ageText(Math.max(0, now - Date.parse(row.createdAt)))}.
            </Text>
            <Group gap="xs" mt={4}>
              {codes.unknown.length > 0 && (
                <Button mih={44} onClick={() => onFix(row.id)}>
                  Fix and resend
                </Button>
              )}
              {codes.unpaid.length > 0 && (
                <Button mih={44} onClick={() => void resendPaidCodes(row.id)}>
                  Resend
                </Button>
              )}
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

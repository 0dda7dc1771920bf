import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Prealert } from '../../../domain/prealerts';
import { matchLine, orderFromPrealertPath } from './prealert-format';

/**
 * Beside a tracking number staff typed or scanned: the open prealerts under it (one customer's as
 * a rule, several when customers share a carrier's number), each with Create order.
 */
export const PrealertMatch = ({ prealerts }: { prealerts: readonly Prealert[] }) =>
  prealerts.length === 0 ? null : (
    <Stack gap={4} role="status">
      {prealerts.map((prealert) => (
        <Group key={prealert.id} gap="xs" wrap="nowrap" align="center">
          <IconBellRinging size={18} color="var(--mantine-color-teal-9)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {matchLine(prealert)}
          </Text>
          <Button
            component={Link}
            to={orderFromPrealertPath(prealert)}
            variant="light"
            size="compact-md"
            mih={44}
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-label={`Create order for ${prealert.customer.full_name}, ${prealert.tracking_number}`}
            style={{ flexShrink: 0 }}
          >
            Create order
          </Button>
        </Group>
      ))}
    </Stack>
  );

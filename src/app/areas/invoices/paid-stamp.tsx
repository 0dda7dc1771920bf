import { Box, Text } from '@mantine/core';
import { formatDay } from '../../components/display-format';

/** The Paid stamp of portal spec §2: the word and the day it was paid, printed with the invoice. */
export const PaidStamp = ({ paidOn, lastFour }: { paidOn: string | null; lastFour: string | null }) => (
  <Box
    role="status"
    aria-label="Paid"
    px="lg"
    py="xs"
    style={{
      alignSelf: 'flex-start',
      border: '4px solid var(--mantine-color-green-8)',
      borderRadius: 8,
      color: 'var(--mantine-color-green-9)',
      transform: 'rotate(-4deg)',
      textAlign: 'center',
      printColorAdjust: 'exact',
    }}
  >
    <Text fw={900} fz={32} lh={1} tt="uppercase" style={{ letterSpacing: '0.12em' }}>
      Paid
    </Text>
    {paidOn && (
      <Text fw={700} size="sm">
        {formatDay(paidOn)}
      </Text>
    )}
    {lastFour && <Text size="xs">Card ending {lastFour}</Text>}
  </Box>
);

import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Credit } from '../../../domain/credits';
import { StretchedLink } from '../../components/stretched-link';
import { amountsOf } from './credit-format';

/** CC payments on a phone: a card per payment, a tap anywhere opening its receipt. */
export const CreditsCards = ({ rows }: { rows: readonly Credit[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="CC payments">
    {rows.map((credit) => {
      const amounts = amountsOf(credit);
      return (
        <Paper key={credit.id} component="li" withBorder pos="relative" px="sm" py="xs">
          <Stack gap={2} miw={0}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <StretchedLink to={`/credits/${credit.id}`}>
                {credit.name}
              </StretchedLink>
              <Text fw={700}>{amounts.total}</Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {credit.vendor} · {credit.description}
            </Text>
            <Text size="sm" c="dimmed">
              Cost {amounts.cost} · Fees {amounts.fees}
            </Text>
          </Stack>
        </Paper>
      );
    })}
  </Stack>
);

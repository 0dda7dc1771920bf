import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { cutDescription } from '../../../../domain/orders';
import { formatDay, methodLabel, orderStateWord } from '../../../components/display-format';
import { FlaggedMark, flaggedRowStyle } from '../../../components/flagged-mark';
import { AboveLink, StretchedLink } from '../../../components/stretched-link';
import { TouchCheckbox } from '../../../components/touch-checkbox';
import type { OrdersListProps } from './orders-table';

const packagesText = (n: number) => (n === 1 ? '1 package' : `${n} packages`);

/**
 * The orders list on a phone: a card per order with its number, customer and state first, a tap
 * anywhere opening it; the sheet box keeps its own action.
 */
export const OrdersCards = ({ rows, canToggleSheet, togglingId, onToggleSheet }: OrdersListProps) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Orders">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder pos="relative" px="sm" py="xs" style={row.customer.flagged ? flaggedRowStyle : undefined}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <StretchedLink to={`/orders/${row.id}`}>Order #{row.id}</StretchedLink>
              <Badge variant="light" color={row.completed ? 'gray' : 'blue'}>
                {orderStateWord(row.completed)}
              </Badge>
            </Group>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.customer.full_name}
            </Text>
            {row.customer.flagged && <FlaggedMark />}
            <Text size="sm">
              {methodLabel(row.method)} · {packagesText(row.package_count)} · {formatDay(row.created_at)}
            </Text>
            {row.description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {cutDescription(row.description)}
              </Text>
            )}
          </Stack>
          <AboveLink>
            <TouchCheckbox
              size="lg"
              aria-label={`Order ${row.id} added to sheet`}
              checked={row.add_to_sheet}
              disabled={!canToggleSheet || togglingId === row.id}
              onChange={() => onToggleSheet(row)}
            />
          </AboveLink>
        </Group>
      </Paper>
    ))}
  </Stack>
);

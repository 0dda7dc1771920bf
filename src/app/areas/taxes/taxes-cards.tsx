import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { dutyText, levyText, type Tax } from '../../../domain/taxes';
import { RowActionsMenu } from '../../components/row-actions-menu';
import type { TaxRowActions } from './tax-row-actions';

type Props = { rows: Tax[]; actions: TaxRowActions };

/** Duty & Tariffs on a phone: a row per category, its description first, then duty, levy and code; an admin's actions behind one button. */
export const TaxesCards = ({ rows, actions }: Props) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tariff categories">
    {rows.map((tax) => (
      <Paper key={tax.id} component="li" withBorder px="sm" py="xs" aria-label={tax.description}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {tax.description}
            </Text>
            <Text size="sm">
              Duty {dutyText(tax)} · Levy {levyText(tax)}
            </Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Tariff code {tax.tariff_code}
              </Text>
              {tax.zero_rated && (
                <Badge color="teal.9" variant="filled">
                  Zero-rated
                </Badge>
              )}
            </Group>
          </Stack>
          {actions && (
            <RowActionsMenu name={tax.description} deleting={actions.deletingId === tax.id} onEdit={() => actions.onEdit(tax)} onDelete={() => actions.onDelete(tax)} />
          )}
        </Group>
      </Paper>
    ))}
  </Stack>
);

import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { arrivalDayLabels, type EstimateAnswer } from '../../../domain/pricing';
import { formatMoney } from '../../components/display-format';

const workingDays = (days: number) => `${days} working ${days === 1 ? 'day' : 'days'}`;

/** The freight cost and the weekday the package is ready, with how many working days that is. */
export const EstimateResult = ({ answer }: { answer: EstimateAnswer }) => (
  <Paper withBorder radius="md" p="md" role="region" aria-label="Estimate">
    <Stack gap="sm">
      <Title order={3} size="h4">
        Estimate
      </Title>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text>Freight cost</Text>
        <Text fw={800} size="xl" c="blue.9" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(answer.cost)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text>Ready on</Text>
        <Stack gap={0} align="flex-end">
          <Text fw={700} size="lg">
            {arrivalDayLabels[answer.eta]}
          </Text>
          <Text size="sm" c="dimmed">
            {workingDays(answer.transit_days)} after arrival
          </Text>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        Freight before VAT at today’s rates. Duty, levy and fees depend on the goods.
      </Text>
    </Stack>
  </Paper>
);

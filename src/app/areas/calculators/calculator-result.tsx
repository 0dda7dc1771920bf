import { useEffect, useRef } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CalculatorV2Answer } from '../../../domain/pricing';
import { formatBusinessDate } from '../../components/business-date';
import { formatMoney } from '../../components/display-format';

type Line = { label: string; amount: number };

// Digits of equal width keep the amounts of a column aligned on their decimal point.
const amountStyle = { fontVariantNumeric: 'tabular-nums' } as const;

const Section = ({ title, lines, total }: { title: string; lines: Line[]; total: Line }) => (
  <Stack gap={6} component="section" aria-label={title}>
    <Title order={4} size="h5" tt="uppercase" c="dimmed">
      {title}
    </Title>
    {lines.map((line) => (
      <Group key={line.label} justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{line.label}</Text>
        <Text size="sm" style={amountStyle}>
          {formatMoney(line.amount)}
        </Text>
      </Group>
    ))}
    <Divider />
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fw={700}>{total.label}</Text>
      <Text fw={700} style={amountStyle}>
        {formatMoney(total.amount)}
      </Text>
    </Group>
  </Stack>
);

/** What the customer pays, as freight and customs with their VAT, and the grand total on top of the eye line. */
export const CalculatorResult = ({ answer, arrival }: { answer: CalculatorV2Answer; arrival: string | null }) => {
  const region = useRef<HTMLDivElement>(null);
  // The breakdown opens below the form, out of sight on most screens: bring it into view.
  useEffect(() => {
    // Newer browsers answer scrollIntoView with a promise, which must not become the effect's cleanup.
    void region.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Paper ref={region} withBorder radius="md" p="md" role="region" aria-label="Estimated charges">
      <Stack gap="md">
        <Title order={3} size="h4">
          Estimated charges
        </Title>
        <Section
          title="Freight"
          lines={[
            { label: 'Freight charges', amount: answer.total_freight_charges },
            { label: 'Insurance', amount: answer.insurance },
            { label: 'VAT on freight', amount: answer.freight_vat_total },
          ]}
          total={{ label: 'Freight total', amount: answer.freight_total_charges }}
        />
        <Section
          title="Customs"
          lines={[
            { label: 'Duty and levy', amount: answer.total_duty_charges },
            { label: 'Processing fee', amount: answer.processing_fee },
            { label: 'VAT on customs', amount: answer.duty_vat_total },
          ]}
          total={{ label: 'Customs total', amount: answer.customs_total_charges }}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap" bg="blue.0" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text fw={700} size="lg">
            Grand total
          </Text>
          <Text fw={800} size="xl" c="blue.9" style={amountStyle}>
            {formatMoney(answer.grand_total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          An estimate at {arrival ? `the rates in force on ${formatBusinessDate(arrival)}` : 'today’s rates'}. The invoice is priced when your package arrives, on its measured weight and declared value.
        </Text>
      </Stack>
    </Paper>
  );
};

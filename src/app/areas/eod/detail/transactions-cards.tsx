import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EodTransaction } from '../../../../domain/eod';
import { formatDateTime, formatMoney } from '../../../components/display-format';
import { LabelledValue } from '../../../components/labelled-value';
import { StretchedLink } from '../../../components/stretched-link';
import { branchText, invoicePath, paymentTypeText } from '../eod-format';

/** The day's payments on a phone: a card each, the amounts two to a line; a tap on a card opens the invoice it paid. */
export const TransactionsCards = ({ rows }: { rows: readonly EodTransaction[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Transactions">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder pos="relative" px="sm" py="xs">
        <Stack gap={4} miw={0}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700}>
              #{row.id} · {paymentTypeText(row.type)}
            </Text>
            <Text fw={700}>{formatMoney(row.value)}</Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.client}
          </Text>
          <Group gap="md">
            <StretchedLink to={invoicePath(row.invoice_id)}>Invoice #{row.invoice_pseudo_id}</StretchedLink>
            <LabelledValue label="Branch">{branchText(row.branch)}</LabelledValue>
          </Group>
          {row.pnp && <LabelledValue label="PnP #">{row.pnp}</LabelledValue>}
          <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
            <LabelledValue label="Levy">{formatMoney(row.levy)}</LabelledValue>
            <LabelledValue label="Duty">{formatMoney(row.duty)}</LabelledValue>
            <LabelledValue label="Shipping">{formatMoney(row.shipping)}</LabelledValue>
            <LabelledValue label="VAT">{formatMoney(row.vat)}</LabelledValue>
            <LabelledValue label="Processing">{formatMoney(row.processing)}</LabelledValue>
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {formatDateTime(row.date)}
          </Text>
        </Stack>
      </Paper>
    ))}
  </Stack>
);

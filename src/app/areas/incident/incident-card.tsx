import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { IncidentInvoice } from '../../../domain/incident';
import { formatBusinessDate } from '../../components/business-date';
import { FiguresTable } from './figures';

/** One invoice with its two sets: a card on a phone, and each result of a re-check. */
export const IncidentCard = ({ invoice, badge }: { invoice: IncidentInvoice; badge?: ReactNode }) => (
  <Paper component="li" withBorder px="xs" py="xs">
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button component={Link} to={`/invoices/${invoice.id}`} variant="light">
          Invoice {invoice.pseudo_id}
        </Button>
        {badge}
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {invoice.customer} · Order #{invoice.order_id} · {formatBusinessDate(invoice.date)}
      </Text>
      {invoice.problem && (
        <Text size="sm" c="red.9">
          {invoice.problem}
        </Text>
      )}
      <FiguresTable invoice={invoice} />
    </Stack>
  </Paper>
);

/** Cards in a list. */
export const IncidentCards = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
    {children}
  </Stack>
);

import { Badge, Group, Title } from '@mantine/core';
import { invoiceStatusLabels, invoiceTypeLabels, type Invoice, type InvoiceStatus } from '../../../domain/invoices';

const statusColours: Record<InvoiceStatus, string> = { unpaid: 'yellow', approved: 'blue', paid: 'green' };

/**
 * 'Invoice #pseudo id' with its status and type; staff also see whether a package is marked for a
 * C13 customs entry (the chip of portal spec §2), in words either way.
 */
export const InvoiceHeader = ({ invoice, showC13 }: { invoice: Invoice; showC13: boolean }) => (
  <Group justify="space-between" align="center" gap="sm">
    <Title order={2}>Invoice #{invoice.pseudo_id}</Title>
    <Group gap="xs">
      <Badge size="lg" variant="light" color={statusColours[invoice.status]} c="dark.9">
        {invoiceStatusLabels[invoice.status]}
      </Badge>
      <Badge size="lg" variant="outline" color={invoice.type ? 'blue' : 'gray'} c="dark.9">
        {invoice.type ? invoiceTypeLabels[invoice.type] : 'Type not set'}
      </Badge>
      {showC13 && (
        <Badge size="lg" radius="xl" variant={invoice.c13 ? 'filled' : 'default'} color={invoice.c13 ? 'grape.8' : undefined}>
          {invoice.c13 ? 'C13' : 'No C13'}
        </Badge>
      )}
    </Group>
  </Group>
);

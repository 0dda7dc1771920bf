import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Invoice } from '../../../domain/invoices';
import { formatDay, methodLabel } from '../../components/display-format';
import { LabelledValue } from '../../components/labelled-value';

type Props = { invoice: Invoice; linkOrder: boolean };

/**
 * Who is billed and for which order. The TIN is a business account's tax number, so it shows only
 * for business accounts; the order is a link for those who may open it (customers may not).
 */
export const InvoiceParties = ({ invoice, linkOrder }: Props) => (
  <Paper withBorder p="md" radius="md" component="section" aria-label="Customer">
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
      <LabelledValue label="Customer">{invoice.user.full_name}</LabelledValue>
      <LabelledValue label="Dept #">{invoice.user.id}</LabelledValue>
      <LabelledValue label="Email">{invoice.user.email}</LabelledValue>
      {invoice.user.account_type === 'business' && (
        <LabelledValue label="TIN">
          {invoice.user.tin ?? (
            <Text span c="dimmed" size="sm">
              None
            </Text>
          )}
        </LabelledValue>
      )}
      <LabelledValue label="Order">
        {linkOrder ? (
          <Anchor component={Link} to={`/orders/${invoice.order}`} size="sm">
            #{invoice.order}
          </Anchor>
        ) : (
          `#${invoice.order}`
        )}
      </LabelledValue>
      <LabelledValue label="Delivery method">{methodLabel(invoice.order_delivery)}</LabelledValue>
      <LabelledValue label="Created">{formatDay(invoice.created_at)}</LabelledValue>
    </SimpleGrid>
  </Paper>
);

import { useId } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AuthUser } from '../../../domain/auth';
import { dashboardMessages } from '../../../domain/client-dashboard';
import type { InvoiceRow } from '../../../domain/invoices';
import { QueryState } from '../../components/query-state';
import { useAddToCart } from '../cart';
import { ClientInvoiceRow } from './client-invoice-row';
import { useClientInvoices } from './client-queries';

type SectionProps = { title: string; invoices: InvoiceRow[]; empty: string; cart?: ReturnType<typeof useAddToCart> };

const Section = ({ title, invoices, empty, cart }: SectionProps) => {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {invoices.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${title} invoices`}>
          {invoices.map((invoice) => (
            <ClientInvoiceRow key={invoice.id} invoice={invoice} cart={cart} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};

/**
 * The Invoices tab (portal spec §2): approved invoices, which online ones can be added to the cart
 * from, then paid ones. Unpaid invoices are still being prepared and are not shown here.
 */
export const ClientInvoices = ({ user }: { user: AuthUser }) => {
  const invoices = useClientInvoices(user.id);
  const cart = useAddToCart();
  const all = invoices.data?.data ?? [];
  return (
    <QueryState isPending={invoices.isPending} error={invoices.error} isEmpty={all.length === 0} empty={dashboardMessages.noInvoices} onRetry={() => void invoices.refetch()}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="Approved" invoices={all.filter((invoice) => invoice.status === 'approved')} empty={dashboardMessages.noApprovedInvoices} cart={cart} />
        <Section title="Paid" invoices={all.filter((invoice) => invoice.status === 'paid')} empty={dashboardMessages.noPaidInvoices} />
      </SimpleGrid>
    </QueryState>
  );
};

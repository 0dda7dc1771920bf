import { Grid, Stack, Tabs, Title } from '@mantine/core';
import { IconFileInvoice, IconPackage } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { ClientInvoices } from './client-invoices';
import { ClientLinks } from './client-links';
import { ClientOrderHistory } from './client-order-history';
import { ClientUsAddress } from './client-us-address';

const tabs = { invoices: 'invoices', orders: 'orders' } as const;

/**
 * The client dashboard (/client/dashboard), where customers land: their US address, their other
 * screens, and tabs of invoices and order history. The tab and the history page live in the
 * address, so Back from an order or an invoice returns to them.
 */
export const ClientDashboardScreen = () => {
  const user = useSession()?.user;
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === tabs.orders ? tabs.orders : tabs.invoices;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const show = (next: { tab: string; page?: number }) =>
    setParams(next.page && next.page > 1 ? { tab: next.tab, page: String(next.page) } : { tab: next.tab }, { replace: true });
  if (!user) return null;
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ClientUsAddress user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ClientLinks />
        </Grid.Col>
      </Grid>
      <Tabs value={tab} onChange={(value) => show({ tab: value ?? tabs.invoices })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value={tabs.invoices} leftSection={<IconFileInvoice size={18} />} mih={44}>
            Invoices
          </Tabs.Tab>
          <Tabs.Tab value={tabs.orders} leftSection={<IconPackage size={18} />} mih={44}>
            Order History
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tabs.invoices}>
          <ClientInvoices user={user} />
        </Tabs.Panel>
        <Tabs.Panel value={tabs.orders}>
          <ClientOrderHistory user={user} page={page} onPage={(next) => show({ tab: tabs.orders, page: next })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';
import { formatDollars } from '../../../domain/pricing';
import { adminDashboardApi } from '../../api/admin-dashboard';
import { LoadError } from '../../components/load-error';
import { ScreenLoader } from '../../components/screen-loader';
import { adminDashboardKeys } from './dashboard-keys';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Work waiting: deliveries due by today and invoices not paid, each card opening the screen that lists them. */
export const OutstandingCards = () => {
  const query = useQuery({ queryKey: adminDashboardKeys.outstanding, queryFn: adminDashboardApi.outstanding });
  if (query.isPending) return <ScreenLoader />;
  if (query.error) return <LoadError title="Could not load the outstanding work" error={query.error} onRetry={() => void query.refetch()} />;
  const { outstanding_deliveries: deliveries, unpaid_invoices: unpaid } = query.data;
  const cards = [
    { key: 'deliveries', figure: String(deliveries), text: plural(deliveries, 'outstanding delivery', 'outstanding deliveries'), to: screens['deliveries.index'].path },
    { key: 'unpaid', figure: formatDollars(unpaid.total_cents), text: plural(unpaid.count, 'unpaid invoice', 'unpaid invoices'), to: screens['reports.unpaid'].path },
  ];
  return (
    <section aria-labelledby="dashboard-outstanding">
      <Title order={3} size="h4" id="dashboard-outstanding" mb="xs">
        Outstanding
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {cards.map((card) => (
          <Paper key={card.key} withBorder p="md" radius="md">
            <Text size="xl" fw={700}>
              {card.figure}
            </Text>
            <Anchor component={Link} to={card.to}>
              {card.text}
            </Anchor>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
};

import { Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { useDebouncedSearch } from '../../components/use-debounced-search';
import { CachedAge } from '../../offline/ui/cached-age';
import { DeliveriesCards } from './deliveries-cards';
import { DeliveriesTable } from './deliveries-table';
import { useDeliveriesList } from './use-deliveries-list';
import { useDeliveryTicks } from './use-delivery-ticks';

/**
 * Deliveries (/deliveries, finance spec §2): the driver's stops with a permanent delivered box.
 * Ticks are queued on the device and work offline, on the list saved when the device was last online.
 */
export const DeliveriesScreen = () => {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? true;
  const [search, setSearch, key] = useDebouncedSearch();
  const list = useDeliveriesList(key);
  const ticks = useDeliveryTicks(list.refresh);
  const rows = list.rows.map((delivery) => ({ delivery, state: ticks.stateOf(delivery) }));
  const actions = { busyId: ticks.busyId, onTick: ticks.tick, onRetry: ticks.retry, onDiscard: ticks.discard };
  return (
    <Stack gap="md" miw={0}>
      <Group gap="sm" align="center">
        <Title order={2}>Deliveries</Title>
        {!list.isPending && <CachedAge fetchedAt={list.fetchedAt} />}
      </Group>
      {list.fromDevice && (
        <Text size="sm" c="dimmed">
          Showing the deliveries saved on this device{key ? ' that match the search' : ''}. Ticks upload when reconnected.
        </Text>
      )}
      <SearchField value={search} onChange={setSearch} placeholder="Customer, Dept #, directions or order #" />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={key ? `No deliveries match "${key}".` : 'There are no deliveries.'}
        onRetry={list.retry}
      >
        {wide ? <DeliveriesTable rows={rows} {...actions} /> : <DeliveriesCards rows={rows} {...actions} />}
      </QueryState>
      {list.lastPage > 1 && <Pager page={list.page} totalPages={list.lastPage} onChange={list.setPage} disabled={list.isFetching} />}
    </Stack>
  );
};

import { Button, Group, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { ResultCount } from '../../../components/result-count';
import { ScreenHeader } from '../../../components/screen-header';
import { SearchField } from '../../../components/search-field';
import { useUrlListState } from '../../../components/use-url-list-state';
import { ShipmentsCards } from './shipments-cards';
import { ShipmentsTable } from './shipments-table';
import { useShipmentsList } from './use-shipments-list';

const noFilters = [] as const;
// The list is always newest first; the address keeps only the search.
const newestFirst = { column: 'created', direction: 'desc' } as const;

/** Shipments (/shipments, finance spec §2): the newest first, searchable, Load More for older ones. */
export const ShipmentsScreen = () => {
  const navigate = useNavigate();
  const state = useUrlListState(noFilters, newestFirst);
  const list = useShipmentsList(state.searchKey);
  const theme = useMantineTheme();
  // Below a phone's width six columns would scroll sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const searched = state.searchKey !== '';
  return (
    <Stack gap="md" miw={0}>
      <ScreenHeader title="Shipments" action={{ label: 'Create shipment', icon: <IconPlus size={18} />, onClick: () => void navigate('/shipments/create/new') }} />
      <SearchField value={state.search} onChange={state.setSearch} placeholder="Shipment #, manifest or carrier" />
      {list.total !== null && <ResultCount count={list.total} one="shipment" many="shipments" />}
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.rows.length === 0}
        empty={searched ? `No shipments match "${state.searchKey}".` : 'There are no shipments yet.'}
        onRetry={list.retry}
      >
        {wide ? <ShipmentsTable rows={list.rows} /> : <ShipmentsCards rows={list.rows} />}
      </QueryState>
      {list.hasMore && (
        <Group justify="center">
          <Button variant="default" mih={44} onClick={list.loadMore} loading={list.loadingMore}>
            Load More
          </Button>
        </Group>
      )}
    </Stack>
  );
};

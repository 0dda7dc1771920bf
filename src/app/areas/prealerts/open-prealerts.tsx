import { useState } from 'react';
import { Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Prealert } from '../../../domain/prealerts';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { SearchField } from '../../components/search-field';
import { useDebouncedSearch } from '../../components/use-debounced-search';
import { OpenPrealertActions, OpenPrealertsTable } from './open-prealerts-table';
import { valueAndDay } from './prealert-format';
import { useOpenPrealerts } from './prealert-queries';

const OpenPrealertsCards = ({ rows }: { rows: readonly Prealert[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Open prealerts">
    {rows.map((prealert) => (
      <Paper key={prealert.id} component="li" withBorder px="sm" py="xs">
        <Stack gap={4} miw={0}>
          <Text fw={700}>
            {prealert.customer.full_name} · Dept #{prealert.customer.id}
          </Text>
          <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {prealert.tracking_number}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {prealert.vendor} · {prealert.description}
          </Text>
          <Text size="sm" c="dimmed">
            {valueAndDay(prealert)}
          </Text>
          <OpenPrealertActions prealert={prealert} />
        </Stack>
      </Paper>
    ))}
  </Stack>
);

/**
 * Packages In's 'Open prealerts': parcels customers said are coming and no order has taken in yet,
 * newest first, searchable by number, vendor or customer. They come from the server, so offline the
 * section says so instead of showing a list that may be stale.
 */
export const OpenPrealerts = ({ online }: { online: boolean }) => {
  const [search, setSearch, searchKey] = useDebouncedSearch();
  const [page, setPage] = useState(1);
  const [shownKey, setShownKey] = useState(searchKey);
  // A new search starts again at page 1.
  if (shownKey !== searchKey) {
    setShownKey(searchKey);
    setPage(1);
  }
  const list = useOpenPrealerts(searchKey, page, online);
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? true;
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <Stack gap="sm" component="section" aria-labelledby="open-prealerts-title">
      <Title order={3} id="open-prealerts-title">
        Open prealerts
      </Title>
      {!online ? (
        <Text size="sm" c="dimmed">
          Open prealerts need a connection; they show again when reconnected.
        </Text>
      ) : (
        <>
          <SearchField value={search} onChange={setSearch} placeholder="Tracking number, vendor or customer" />
          <QueryState
            isPending={list.isPending}
            error={list.error}
            isEmpty={rows.length === 0}
            empty={searchKey ? `No open prealert matches "${searchKey}".` : 'No customer has told us about a parcel that has not arrived yet.'}
            onRetry={() => void list.refetch()}
          >
            {wide ? <OpenPrealertsTable rows={rows} /> : <OpenPrealertsCards rows={rows} />}
          </QueryState>
          {meta && meta.last_page > 1 && <Pager page={page} totalPages={meta.last_page} onChange={setPage} disabled={list.isFetching} />}
        </>
      )}
    </Stack>
  );
};

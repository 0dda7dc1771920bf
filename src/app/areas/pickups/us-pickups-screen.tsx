import { Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { Pickup } from '../../../domain/pickups';
import { QueryState } from '../../components/query-state';
import { ResultCount } from '../../components/result-count';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { useDialogTarget } from '../../components/use-dialog-target';
import { useUrlListState } from '../../components/use-url-list-state';
import { PickupDialog } from './pickup-dialog';
import { PickupsCards } from './pickups-cards';
import { PickupsTable } from './pickups-table';
import { usePickups } from './use-pickups';

/** US Pickups (staff): the US businesses whose goods staff collect in Miami, as the order form offers them; search, add and edit. */
export const UsPickupsScreen = () => {
  const list = useUrlListState([], { column: 'name', direction: 'asc' });
  const pickups = usePickups(list.searchKey);
  const dialog = useDialogTarget<Pickup>();
  const theme = useMantineTheme();
  // Below a phone's width four columns and a button do not fit: a row of lines per pickup instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const rows = pickups.data?.data ?? [];
  const searched = list.searchKey !== '';

  return (
    <Stack gap="md">
      <ScreenHeader title="US Pickups" action={{ label: 'Add Pickup', icon: <IconPlus size={18} />, onClick: () => dialog.open(null) }} />
      <Text size="sm" c="dimmed" maw={640}>
        Businesses in the US whose goods we collect for customers. Orders received by pick-up name one of them.
      </Text>
      <SearchField value={list.search} onChange={list.setSearch} placeholder="Name, address, phone or email" />
      {pickups.data && <ResultCount count={rows.length} one={searched ? 'match' : 'pickup'} many={searched ? 'matches' : 'pickups'} />}
      <QueryState
        isPending={pickups.isPending}
        error={pickups.error}
        isEmpty={rows.length === 0}
        empty={searched ? `No pickups match "${list.searchKey}".` : 'There are no US pickups yet. Add the first one.'}
        onRetry={() => void pickups.refetch()}
      >
        {wide ? <PickupsTable rows={rows} onEdit={dialog.open} /> : <PickupsCards rows={rows} onEdit={dialog.open} />}
      </QueryState>
      <PickupDialog pickup={dialog.target} opened={dialog.opened} onClose={dialog.close} />
    </Stack>
  );
};

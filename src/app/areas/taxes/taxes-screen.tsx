import { Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { decideAccess, endpointPolicy } from '../../../domain/access';
import type { Tax } from '../../../domain/taxes';
import { QueryState } from '../../components/query-state';
import { ResultCount } from '../../components/result-count';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { SortBar } from '../../components/sort-bar';
import { useDialogTarget } from '../../components/use-dialog-target';
import { useSession } from '../../session/use-session';
import { TaxDialog } from './tax-dialog';
import type { TaxRowActions } from './tax-row-actions';
import { TaxesCards } from './taxes-cards';
import { TaxesTable } from './taxes-table';
import { useDeleteTax } from './use-delete-tax';
import { useTaxListState } from './use-tax-list-state';
import { useTaxes } from './use-taxes';

/** Duty & Tariffs: staff look up duty and levy by description or tariff code; only admins change the list. */
export const TaxesScreen = () => {
  const session = useSession();
  const canManage = session !== null && decideAccess(endpointPolicy['POST /taxes'], session.user, {}) === 'allow';
  const list = useTaxListState();
  const taxes = useTaxes(list.query);
  const dialog = useDialogTarget<Tax>();
  const deletion = useDeleteTax();
  const theme = useMantineTheme();
  // Below a phone's width four columns and a menu do not fit: a row of lines per category instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const rows = taxes.data?.data ?? [];
  const total = taxes.data?.total ?? 0;
  const searched = list.query.search !== '';
  const actions: TaxRowActions = canManage ? { deletingId: deletion.pendingId, onEdit: dialog.open, onDelete: (tax) => void deletion.remove(tax) } : null;

  return (
    <Stack gap="md">
      <ScreenHeader title="Duty & Tariffs" action={canManage && { label: 'Add Category', icon: <IconPlus size={18} />, onClick: () => dialog.open(null) }} />
      <SearchField value={list.search} onChange={list.setSearch} placeholder="Description or tariff code" />
      {taxes.data && (
        <Stack gap={2}>
          <ResultCount count={total} one={searched ? 'match' : 'category'} many={searched ? 'matches' : 'categories'} />
          {total > rows.length && (
            <Text size="sm" c="dimmed">
              {searched
                ? `Showing the first ${rows.length} matches. Make the search more specific to find others.`
                : `Showing the first ${rows.length} categories. Search by description or tariff code to find others.`}
            </Text>
          )}
        </Stack>
      )}
      <QueryState
        isPending={taxes.isPending}
        error={taxes.error}
        isEmpty={rows.length === 0}
        empty={searched ? `No tariff categories match "${list.query.search}".` : 'There are no tariff categories yet.'}
        onRetry={() => void taxes.refetch()}
      >
        {wide ? (
          <TaxesTable rows={rows} actions={actions} sorting={list.sorting} />
        ) : (
          <Stack gap="sm">
            <SortBar sorting={list.sorting} />
            <TaxesCards rows={rows} actions={actions} />
          </Stack>
        )}
      </QueryState>
      {canManage && <TaxDialog tax={dialog.target} opened={dialog.opened} onClose={dialog.close} />}
    </Stack>
  );
};

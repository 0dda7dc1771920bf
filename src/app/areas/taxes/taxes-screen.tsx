import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { decideAccess, endpointPolicy } from '../../../domain/access';
import { searchDebounceMs } from '../../../domain/constants';
import { taxesListLimit, type Tax } from '../../../domain/taxes';
import { CardGrid } from '../../components/card-grid';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { useDialogTarget } from '../../components/use-dialog-target';
import { useSession } from '../../session/use-session';
import { TaxCard } from './tax-card';
import { TaxDialog } from './tax-dialog';
import { useDeleteTax } from './use-delete-tax';
import { useTaxes } from './use-taxes';

/** Duty & Tariffs: staff look up duty and levy by description or tariff code; only admins change the list. */
export const TaxesScreen = () => {
  const session = useSession();
  const canManage = session !== null && decideAccess(endpointPolicy['POST /taxes'], session.user, {}) === 'allow';
  const [search, setSearch] = useState('');
  const [key] = useDebouncedValue(search.trim(), searchDebounceMs);
  const taxes = useTaxes(key);
  const dialog = useDialogTarget<Tax>();
  const deletion = useDeleteTax();
  const rows = taxes.data?.data ?? [];

  return (
    <Stack gap="md">
      <ScreenHeader title="Duty & Tariffs" action={canManage && { label: 'Add Category', icon: <IconPlus size={18} />, onClick: () => dialog.open(null) }} />
      <SearchField value={search} onChange={setSearch} placeholder="Description or tariff code" />
      {rows.length >= taxesListLimit && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {key
            ? `Showing the first ${taxesListLimit} matches. Make the search more specific to find others.`
            : `Showing the first ${taxesListLimit} categories. Search by description or tariff code to find others.`}
        </Text>
      )}
      <CardGrid query={taxes} isEmpty={rows.length === 0} empty={key ? `No tariff categories match "${key}".` : 'There are no tariff categories yet.'}>
        {rows.map((tax) => (
          <TaxCard
            key={tax.id}
            tax={tax}
            actions={
              canManage ? { deletePending: deletion.pendingId === tax.id, onEdit: () => dialog.open(tax), onDelete: () => void deletion.remove(tax) } : null
            }
          />
        ))}
      </CardGrid>
      {canManage && <TaxDialog tax={dialog.target} opened={dialog.opened} onClose={dialog.close} />}
    </Stack>
  );
};

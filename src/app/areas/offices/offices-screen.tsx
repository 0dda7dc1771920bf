import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Office } from '../../../domain/offices';
import { QueryState } from '../../components/query-state';
import { ScreenHeader } from '../../components/screen-header';
import { useDialogTarget } from '../../components/use-dialog-target';
import { OfficeDialog } from './office-dialog';
import { OfficesTable } from './offices-table';
import { UsAddressCard } from './us-address-card';
import { useDeleteOffice } from './use-delete-office';
import { useOffices } from './use-offices';

/** Offices (admin): the table of office numbers, with add, edit and delete, and the Miami warehouse address. */
export const OfficesScreen = () => {
  const offices = useOffices();
  const dialog = useDialogTarget<Office>();
  const deletion = useDeleteOffice();
  const rows = offices.data?.data ?? [];

  return (
    <Stack gap="md">
      <ScreenHeader title="Offices" maw={720} action={{ label: 'Add Office', icon: <IconPlus size={18} />, onClick: () => dialog.open(null) }} />
      <QueryState
        isPending={offices.isPending}
        error={offices.error}
        isEmpty={rows.length === 0}
        empty="There are no offices yet. Add the first one."
        onRetry={() => void offices.refetch()}
      >
        <OfficesTable
          offices={rows}
          deletingId={deletion.pendingId}
          onEdit={(office) => dialog.open(office)}
          onDelete={(office) => void deletion.remove(office)}
        />
      </QueryState>
      <OfficeDialog office={dialog.target} opened={dialog.opened} onClose={dialog.close} />
      <UsAddressCard />
    </Stack>
  );
};

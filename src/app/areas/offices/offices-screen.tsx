import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Office } from '../../../domain/offices';
import { QueryState } from '../../components/query-state';
import { OfficeDialog } from './office-dialog';
import { OfficesTable } from './offices-table';
import { useDeleteOffice } from './use-delete-office';
import { useOffices } from './use-offices';

type Dialog = { office: Office | null; opened: boolean };

/** Offices (admin): the table of office numbers, with add, edit and delete. */
export const OfficesScreen = () => {
  const offices = useOffices();
  // Closing keeps the office, so the dialog's content stays in place while it fades out.
  const [dialog, setDialog] = useState<Dialog>({ office: null, opened: false });
  const deletion = useDeleteOffice();
  const rows = offices.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" maw={720}>
        <Title order={2}>Offices</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ office: null, opened: true })} mih={44}>
          Add Office
        </Button>
      </Group>
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
          onEdit={(office) => setDialog({ office, opened: true })}
          onDelete={(office) => void deletion.remove(office)}
        />
      </QueryState>
      <OfficeDialog office={dialog.office} opened={dialog.opened} onClose={() => setDialog((current) => ({ ...current, opened: false }))} />
    </Stack>
  );
};

import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { zEditedOrdersQuery, type EditedOrdersCounts } from '../../../../domain/reports';
import { reportsApi } from '../../../api/reports';
import { blockedReason } from '../../../components/blocked-reason';
import { businessToday, formatBusinessDate } from '../../../components/business-date';
import { DayInput } from '../../../components/day-input';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialog } from '../../../components/form-dialog';
import { LoadError } from '../../../components/load-error';
import { useSchemaForm } from '../../../components/schema-form';
import { editedOrdersKey } from '../report-keys';

const Counts = ({ date, counts }: { date: string; counts: EditedOrdersCounts }) => (
  <Stack gap="xs" mt="md" role="status" aria-label={`Orders of ${formatBusinessDate(date)}`}>
    <Text size="sm" c="dimmed">
      {formatBusinessDate(date)}, Nassau time
    </Text>
    <SimpleGrid cols={2} spacing="sm">
      {(
        [
          ['New orders', counts.day_orders_count],
          ['Edited orders', counts.day_edited_orders],
        ] as const
      ).map(([label, value]) => (
        <Paper key={label} withBorder p="sm">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz={28}>
            {value.toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  </Stack>
);

const EditedOrdersForm = ({ onClose }: { onClose: () => void }) => {
  const form = useSchemaForm(zEditedOrdersQuery, { date: businessToday() });
  // The day whose counts are shown: set by Submit, so picking another day clears the old figures.
  const [asked, setAsked] = useState<string | null>(null);
  const counts = useQuery({ queryKey: editedOrdersKey(asked ?? ''), queryFn: () => reportsApi.editedOrders(asked!), enabled: asked !== null, staleTime: 0 });
  const blocked = blockedReason(zEditedOrdersQuery, form.values);
  const submit = form.onSubmit((values) => {
    const date = zEditedOrdersQuery.parse(values).date;
    if (date === asked) void counts.refetch();
    else setAsked(date);
  });
  const shown = asked !== null && asked === form.values.date;
  return (
    <DialogForm onSubmit={submit} submitLabel="Submit" onCancel={onClose} canSubmit={blocked === null} blockedReason={blocked && `Not ready: ${blocked}`} pending={counts.isFetching}>
      <DayInput label="Date" withAsterisk {...form.getInputProps('date')} />
      {shown && counts.error && <LoadError title="Could not count the orders" error={counts.error} onRetry={() => void counts.refetch()} />}
      {shown && counts.data && <Counts date={asked} counts={counts.data} />}
    </DialogForm>
  );
};

/** New and Edited Orders (finance spec §2): a day, Cancel and Submit; the counts of that Nassau day appear below. */
export const EditedOrdersDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title="New and Edited Orders">
    {opened && <EditedOrdersForm onClose={onClose} />}
  </FormDialog>
);

import { useId, useState } from 'react';
import { Button, Group, Stack, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { LogsPeriod } from '../../api/logs';
import { DisabledReason } from '../../components/submit-button';
import { WorkerSelect } from './worker-select';

const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

type Props = { period: LogsPeriod | null; onSearch: (period: LogsPeriod) => void; onClear: () => void };

/**
 * Date From, Date To and a worker, with Search and Clear Filters (finance spec §2): picking changes
 * nothing until Search, which waits for both days (§5).
 */
export const LogsFilter = ({ period, onSearch, onClear }: Props) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const reasonId = useId();
  const [fromDate, setFromDate] = useState<string | null>(period?.fromDate ?? null);
  const [toDate, setToDate] = useState<string | null>(period?.toDate ?? null);
  const [workerId, setWorkerId] = useState<number | null>(period?.workerId ?? null);
  const reason = fromDate && toDate ? null : 'Choose Date From and Date To to search.';
  const shared = {
    size: 'md',
    valueFormat: 'MMM D, YYYY',
    dropdownType: phone ? 'modal' : 'popover',
    modalProps: { title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } },
    ariaLabels: calendarLabels,
    withAsterisk: true,
  } as const;
  const clear = () => {
    setFromDate(null);
    setToDate(null);
    setWorkerId(null);
    onClear();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (fromDate && toDate) onSearch({ fromDate, toDate, workerId });
      }}
    >
      <Stack gap={6}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DatePickerInput {...shared} label="Date From" value={fromDate} onChange={setFromDate} maxDate={toDate ?? undefined} />
          <DatePickerInput {...shared} label="Date To" value={toDate} onChange={setToDate} minDate={fromDate ?? undefined} />
          <WorkerSelect value={workerId} onChange={setWorkerId} />
          <Button type="submit" size="md" leftSection={<IconSearch size={18} />} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
            Search
          </Button>
          <Button type="button" size="md" variant="default" onClick={clear}>
            Clear Filters
          </Button>
        </Group>
        <DisabledReason id={reasonId} reason={reason} />
      </Stack>
    </form>
  );
};

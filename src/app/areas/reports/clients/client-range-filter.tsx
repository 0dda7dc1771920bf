import { useId, useState } from 'react';
import { Button, Group, Stack, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { zClientReportCsvQuery, type ClientReportCsvQuery } from '../../../../domain/reports';
import { blockedReason } from '../../../components/blocked-reason';
import { DisabledReason } from '../../../components/submit-button';

const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

type Props = { range: ClientReportCsvQuery; onSearch: (start: string, end: string) => void };

/**
 * Start and End date with a Search button (finance spec §2): picking days changes nothing until
 * Search, so a report of thousands of clients is not read for each click in a calendar.
 */
export const ClientRangeFilter = ({ range, onSearch }: Props) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const reasonId = useId();
  const [start, setStart] = useState<string | null>(range.start_date);
  const [end, setEnd] = useState<string | null>(range.end_date);
  const reason = start && end ? blockedReason(zClientReportCsvQuery, { start_date: start, end_date: end }) : 'Choose both days.';
  const shared = {
    size: 'md',
    valueFormat: 'MMM D, YYYY',
    dropdownType: phone ? 'modal' : 'popover',
    modalProps: { title: 'Choose a day', closeButtonProps: { 'aria-label': 'Close' } },
    ariaLabels: calendarLabels,
    withAsterisk: true,
  } as const;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (start && end && reason === null) onSearch(start, end);
      }}
    >
      <Stack gap={6}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DatePickerInput {...shared} label="Start date" value={start} onChange={setStart} maxDate={end ?? undefined} />
          <DatePickerInput {...shared} label="End date" value={end} onChange={setEnd} minDate={start ?? undefined} />
          <Button type="submit" size="md" leftSection={<IconSearch size={18} />} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
            Search
          </Button>
        </Group>
        <DisabledReason id={reasonId} reason={reason} />
      </Stack>
    </form>
  );
};

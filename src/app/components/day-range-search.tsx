import { useId, useState } from 'react';
import { Button, Group, Stack, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DisabledReason } from './submit-button';

const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

type Props = {
  labels: readonly [start: string, end: string];
  /** The days the form starts with, 'YYYY-MM-DD'. */
  start: string | null;
  end: string | null;
  /** Why the two days cannot be searched (in the report's own words), or null when they can. */
  reasonOf: (start: string, end: string) => string | null;
  onSearch: (start: string, end: string) => void;
};

/**
 * A report's two days with a Search button: picking days changes nothing until Search, so a report
 * that is costly to read is not read for each click in a calendar. Search stays disabled, with the
 * reason under it, until both days are chosen and the report takes them.
 */
export const DayRangeSearch = ({ labels, start: initialStart, end: initialEnd, reasonOf, onSearch }: Props) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const reasonId = useId();
  const [start, setStart] = useState<string | null>(initialStart);
  const [end, setEnd] = useState<string | null>(initialEnd);
  const reason = start && end ? reasonOf(start, end) : 'Choose both days.';
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
          <DatePickerInput {...shared} label={labels[0]} value={start} onChange={setStart} maxDate={end ?? undefined} />
          <DatePickerInput {...shared} label={labels[1]} value={end} onChange={setEnd} minDate={start ?? undefined} />
          <Button type="submit" size="md" leftSection={<IconSearch size={18} />} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
            Search
          </Button>
        </Group>
        <DisabledReason id={reasonId} reason={reason} />
      </Stack>
    </form>
  );
};

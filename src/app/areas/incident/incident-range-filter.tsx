import { useId, useState } from 'react';
import { Button, Group, Stack, useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { zIncorrectInvoicesQuery } from '../../../domain/incident';
import { blockedReason } from '../../components/blocked-reason';
import { DisabledReason } from '../../components/submit-button';

const calendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month', monthLevelControl: 'Choose a month' };

type Range = { from: string; to: string };
type Props = { range: Range | undefined; onSearch: (range: Range) => void };

/**
 * From and To with a Search button: every invoice of the range is repriced, so nothing is read
 * until Search. The range starts as the one the server answered (by default its last 30 days).
 */
export const IncidentRangeFilter = ({ range, onSearch }: Props) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const reasonId = useId();
  const [from, setFrom] = useState<string | null>(range?.from ?? null);
  const [to, setTo] = useState<string | null>(range?.to ?? null);
  const reason = from && to ? blockedReason(zIncorrectInvoicesQuery, { from, to }) : 'Choose both days.';
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
        if (from && to && reason === null) onSearch({ from, to });
      }}
    >
      <Stack gap={6}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DatePickerInput {...shared} label="From" value={from} onChange={setFrom} maxDate={to ?? undefined} />
          <DatePickerInput {...shared} label="To" value={to} onChange={setTo} minDate={from ?? undefined} />
          <Button type="submit" size="md" leftSection={<IconSearch size={18} />} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
            Search
          </Button>
        </Group>
        <DisabledReason id={reasonId} reason={reason} />
      </Stack>
    </form>
  );
};

import { useId, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { LogsPeriod } from '../../api/logs';
import { DayInput } from '../../components/day-input';
import { DisabledReason } from '../../components/submit-button';
import { WorkerSelect } from './worker-select';

type Props = { period: LogsPeriod | null; onSearch: (period: LogsPeriod) => void; onClear: () => void };

/**
 * Date From, Date To and a worker, with Search and Clear Filters (finance spec §2): picking changes
 * nothing until Search, which waits for both days (§5).
 */
export const LogsFilter = ({ period, onSearch, onClear }: Props) => {
  const reasonId = useId();
  const [fromDate, setFromDate] = useState<string | null>(period?.fromDate ?? null);
  const [toDate, setToDate] = useState<string | null>(period?.toDate ?? null);
  const [workerId, setWorkerId] = useState<number | null>(period?.workerId ?? null);
  const reason = fromDate && toDate ? null : 'Choose Date From and Date To to search.';
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
          <DayInput label="Date From" withAsterisk value={fromDate} onChange={setFromDate} maxDate={toDate ?? undefined} />
          <DayInput label="Date To" withAsterisk value={toDate} onChange={setToDate} minDate={fromDate ?? undefined} />
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

import { useState } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Worker } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { useDebouncedSearch } from '../../components/use-debounced-search';

type Props = { value: number | null; onChange: (worker: number | null) => void };

const optionOf = (worker: Worker): ComboboxItem<number> => ({ value: worker.id, label: `${worker.full_name} (Dept #${worker.id})` });

/**
 * The staff member whose activity to read, searched on the server by name, email or Dept # once
 * typing pauses (GET /workers answers at most 50). The chosen worker stays among the options while
 * another search runs; clearing it reads every worker.
 */
export const WorkerSelect = ({ value, onChange }: Props) => {
  const [search, setSearch, term] = useDebouncedSearch();
  const [picked, setPicked] = useState<ComboboxItem<number> | null>(null);
  const chosen = picked !== null && picked.value === value ? picked : null;
  // Once picked, the box shows the worker's label; that is not a search to run.
  const lookup = term === chosen?.label ? '' : term;
  const workers = useQuery({ queryKey: ['logs', 'workers', lookup], queryFn: () => usersApi.workers(lookup), placeholderData: keepPreviousData });
  const found = (workers.data?.data ?? []).map(optionOf);
  const data = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select<number>
      label="Worker"
      placeholder="Every worker"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear worker' }}
      size="md"
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={workers.isFetching ? 'Searching…' : workers.isError ? 'Could not load workers' : 'No worker matches'}
      value={value}
      onChange={(next, option) => {
        setPicked(next === null ? null : option);
        onChange(next);
      }}
    />
  );
};

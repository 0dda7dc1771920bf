import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { searchDebounceMs } from '../../domain/constants';

/** What the search box holds, and the trimmed text the server is asked for once typing pauses. */
export const useDebouncedSearch = () => {
  const [search, setSearch] = useState('');
  const [key] = useDebouncedValue(search.trim(), searchDebounceMs);
  return [search, setSearch, key] as const;
};

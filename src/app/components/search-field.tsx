import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = { value: string; onChange: (value: string) => void; placeholder: string };

/** The search box above a list: labelled Search, as wide as a phone and no wider on a desktop. */
export const SearchField = ({ value, onChange, placeholder }: Props) => (
  <TextInput
    label="Search"
    placeholder={placeholder}
    leftSection={<IconSearch size={16} />}
    value={value}
    onChange={(event) => onChange(event.currentTarget.value)}
    maw={480}
    size="md"
    type="search"
  />
);

import { Button, Group, Select, Text } from '@mantine/core';

type Props = { page: number; totalPages?: number; hasNext?: boolean; onChange: (page: number) => void; disabled?: boolean };

/**
 * Previous / Next with 'Page #n' (numbering starts at 1). With totalPages it also offers a page
 * select; lists that skip the count pass hasNext instead.
 */
export const Pager = ({ page, totalPages, hasNext, onChange, disabled = false }: Props) => {
  const last = totalPages ?? (hasNext ? page + 1 : page);
  return (
    <Group justify="center" gap="sm" wrap="wrap">
      <Button variant="default" onClick={() => onChange(page - 1)} disabled={disabled || page <= 1}>
        Previous
      </Button>
      {totalPages && totalPages > 1 ? (
        <Select
          aria-label="Page"
          w={110}
          value={String(page)}
          data={Array.from({ length: totalPages }, (_, i) => ({ value: String(i + 1), label: `Page #${i + 1}` }))}
          onChange={(value) => value && onChange(Number(value))}
          allowDeselect={false}
          disabled={disabled}
          searchable={totalPages > 20}
        />
      ) : (
        <Text>Page #{page}</Text>
      )}
      <Button variant="default" onClick={() => onChange(page + 1)} disabled={disabled || page >= last}>
        Next
      </Button>
    </Group>
  );
};

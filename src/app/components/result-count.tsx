import { Text } from '@mantine/core';

type Props = { count: number; capped?: boolean; one: string; many: string };

const number = new Intl.NumberFormat('en-US');

/** How many records the list's search and filters match: "1 order", "23 orders", "1,000+ orders". */
export const ResultCount = ({ count, capped = false, one, many }: Props) => (
  <Text size="sm" c="dimmed" role="status">
    {number.format(count)}
    {capped ? '+' : ''} {count === 1 && !capped ? one : many}
  </Text>
);

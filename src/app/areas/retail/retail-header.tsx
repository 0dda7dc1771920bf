import { Stack, Text, Title } from '@mantine/core';

/** What the list is: its title and one line on where these goods come from and how to buy them. */
export const RetailHeader = () => (
  <Stack gap={4}>
    <Title order={2}>Orders for Sale</Title>
    <Text c="dimmed" size="sm">
      Goods left unclaimed at our warehouse, each sold for the total of its invoice. Pay by card, then collect them or have them delivered.
    </Text>
  </Stack>
);

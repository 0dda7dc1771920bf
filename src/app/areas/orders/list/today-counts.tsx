import { Paper, SimpleGrid, Text } from '@mantine/core';

type Props = { newOrders: number; editedOrders: number };

const Count = ({ label, value }: { label: string; value: number }) => (
  <Paper withBorder p="sm">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text fz={24} fw={700}>
      {value}
    </Text>
  </Paper>
);

/** Special users' daily counts; "today" is the Nassau business day, as the server counts it. */
export const TodayCounts = ({ newOrders, editedOrders }: Props) => (
  <SimpleGrid cols={2} spacing="sm" maw={440} role="group" aria-label="Today's orders">
    <Count label="New Orders (today)" value={newOrders} />
    <Count label="Orders Edited (today)" value={editedOrders} />
  </SimpleGrid>
);

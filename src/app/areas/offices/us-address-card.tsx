import { useId, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { QueryState } from '../../components/query-state';
import { UsAddressDialog } from './us-address-dialog';
import { useUsAddress } from './use-us-address';

/** Offices keeps the company's places; this one is where customers ship their US purchases. */
export const UsAddressCard = () => {
  const address = useUsAddress();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" maw={720} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Miami warehouse address
        </Title>
        {address.data && (
          <Button variant="light" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)} mih={44}>
            Edit
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Customers ship their US purchases here, each adding their Dept # to the street line.
      </Text>
      <QueryState isPending={address.isPending} error={address.error} isEmpty={false} empty="" onRetry={() => void address.refetch()}>
        {address.data && (
          <Stack gap={2} component="address" style={{ fontStyle: 'normal' }} aria-label="Miami warehouse address">
            <Text>{address.data.street}</Text>
            <Text>
              {address.data.city}, {address.data.state} {address.data.zip}
            </Text>
            <Text>{address.data.phone}</Text>
          </Stack>
        )}
      </QueryState>
      {address.data && <UsAddressDialog address={address.data} opened={editing} onClose={() => setEditing(false)} />}
    </Paper>
  );
};

import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { dutyText, levyText, type Tax } from '../../../domain/taxes';

type Actions = { deletePending: boolean; onEdit: () => void; onDelete: () => void };

type Props = { tax: Tax; actions: Actions | null };

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </Stack>
);

/** One tariff category; only admins get actions (null for everyone else). */
export const TaxCard = ({ tax, actions }: Props) => (
  <Card withBorder radius="md" padding="md" component="article" aria-label={tax.description}>
    <Stack gap="sm" h="100%">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {tax.description}
        </Title>
        {tax.zero_rated && (
          <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
            Zero-rated
          </Badge>
        )}
      </Group>
      <Group gap="xl" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
        <Figure label="Duty" value={dutyText(tax)} />
        <Figure label="Levy" value={levyText(tax)} />
        <Figure label="Tariff code" value={tax.tariff_code} />
      </Group>
      {actions && (
        <Group gap="xs" mt="auto" pt="xs">
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={actions.onEdit} mih={44}>
            Edit
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={actions.onDelete} loading={actions.deletePending} mih={44}>
            Delete
          </Button>
        </Group>
      )}
    </Stack>
  </Card>
);

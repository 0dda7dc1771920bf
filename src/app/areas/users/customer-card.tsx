import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { userMessages, type Customer } from '../../../domain/users';
import { formatDay } from './format-date';

type Props = {
  customer: Customer;
  canEdit: boolean;
  flagPending: boolean;
  onEdit: () => void;
  onOrders: () => void;
  onToggleFlag: () => void;
};

const Detail = ({ label, children }: { label: string; children: string }) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
    <Text span c="dimmed" size="sm">
      {label}:{' '}
    </Text>
    {children}
  </Text>
);

export const CustomerCard = ({ customer, canEdit, flagPending, onEdit, onOrders, onToggleFlag }: Props) => {
  const flagged = customer.flagged === 1;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={customer.full_name}
      style={flagged ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs" h="100%">
        {flagged && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
            {userMessages.flaggedBanner}
          </Alert>
        )}
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {customer.full_name}
        </Title>
        <Detail label="Dept #">{String(customer.id)}</Detail>
        <Detail label="Email">{customer.email}</Detail>
        <Detail label="Start date">{formatDay(customer.created_at)}</Detail>
        {customer.notes && <Detail label="Notes">{customer.notes}</Detail>}
        {/* Three equal buttons fit one row even in the narrow three-column desktop grid. */}
        <Group gap="xs" mt="auto" pt="xs" grow>
          {canEdit && (
            <Button variant="default" onClick={onEdit} mih={44}>
              Edit
            </Button>
          )}
          <Button variant="default" onClick={onOrders} mih={44}>
            Orders
          </Button>
          <Button
            variant="default"
            c={flagged ? undefined : 'red.9'}
            onClick={onToggleFlag}
            loading={flagPending}
            mih={44}
          >
            {flagged ? 'Unflag' : 'Flag'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

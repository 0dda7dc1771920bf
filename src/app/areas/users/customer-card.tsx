import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { userMessages, type Customer } from '../../../domain/users';
import { LabelledValue } from '../../components/labelled-value';
import { formatDay } from '../../components/display-format';

type Props = {
  customer: Customer;
  canEdit: boolean;
  flagPending: boolean;
  onEdit: () => void;
  onOrders: () => void;
  onToggleFlag: () => void;
};

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
        <LabelledValue label="Dept #">{String(customer.id)}</LabelledValue>
        <LabelledValue label="Email">{customer.email}</LabelledValue>
        <LabelledValue label="Start date">{formatDay(customer.created_at)}</LabelledValue>
        {customer.notes && <LabelledValue label="Notes">{customer.notes}</LabelledValue>}
        {customer.mail_updates === false && <LabelledValue label="Emails">Receipts only (turned off the others)</LabelledValue>}
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

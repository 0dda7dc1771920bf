import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconUserOff } from '@tabler/icons-react';
import type { Worker } from '../../../domain/users';
import { LabelledValue } from '../../components/labelled-value';
import { accountTypeLabel } from './account-types';

type Props = { worker: Worker; isSelf: boolean; retirePending: boolean; onEdit: () => void; onRetire: () => void };

export const WorkerCard = ({ worker, isSelf, retirePending, onEdit, onRetire }: Props) => {
  const retired = worker.retired_at !== null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={worker.full_name} bg={retired ? 'gray.0' : undefined}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {worker.full_name}
          </Title>
          {retired && (
            <Badge color="gray" variant="filled" style={{ flexShrink: 0 }}>
              Retired
            </Badge>
          )}
        </Group>
        <LabelledValue label="ID">{worker.id}</LabelledValue>
        <LabelledValue label="Email">{worker.email}</LabelledValue>
        <Group gap="xs">
          <Badge variant="light">{accountTypeLabel(worker.account_type)}</Badge>
          {worker.special && (
            <Badge variant="light" color="grape">
              Special
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt="auto" pt="xs">
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit} disabled={retired} mih={44}>
            Edit
          </Button>
          <Button
            variant="default"
            c={retired || isSelf ? undefined : 'red.9'}
            leftSection={<IconUserOff size={16} />}
            onClick={onRetire}
            disabled={retired || isSelf}
            loading={retirePending}
            title={isSelf ? 'You cannot retire your own account' : undefined}
            mih={44}
          >
            Retire
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

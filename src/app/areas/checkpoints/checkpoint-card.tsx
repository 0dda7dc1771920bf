import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMail, IconMapPin, IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import type { Checkpoint } from '../../../domain/checkpoints';
import { LabelledValue } from '../../components/labelled-value';

type Props = { checkpoint: Checkpoint; deletePending: boolean; onEdit: () => void; onDelete: () => void };

/** The icon says what the line is; screen readers get the word instead. */
const Detail = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Text span c="gray.7" lh={1} pt={2} aria-hidden>
      {icon}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {children}
    </Text>
  </Group>
);

export const CheckpointCard = ({ checkpoint, deletePending, onEdit, onDelete }: Props) => (
  <Card withBorder radius="md" padding="md" component="article" aria-label={checkpoint.name}>
    <Stack gap="xs" h="100%">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {checkpoint.name}
      </Title>
      <LabelledValue label="ID">{checkpoint.id}</LabelledValue>
      <Detail icon={<IconMail size={16} />} label="E-mail">
        {checkpoint.email}
      </Detail>
      <Detail icon={<IconMapPin size={16} />} label="Address">
        {checkpoint.address}
      </Detail>
      <Detail icon={<IconPhone size={16} />} label="Phone">
        {checkpoint.phone}
      </Detail>
      <Group gap="xs" mt="auto" pt="xs">
        <Button variant="light" leftSection={<IconPencil size={16} />} onClick={onEdit} mih={44}>
          Edit
        </Button>
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} loading={deletePending} mih={44}>
          Delete
        </Button>
      </Group>
    </Stack>
  </Card>
);

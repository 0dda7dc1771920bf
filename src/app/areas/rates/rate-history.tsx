import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { RateVersion } from '../../../domain/rates';
import { formatBusinessDate } from '../../components/business-date';
import type { RatePart } from './rate-groups';
import { rateValueText } from './rate-text';
import type { RateHistory as History } from './use-rates';

type Props = {
  title: string;
  part: RatePart;
  /** Whether the part needs its own heading: a freight rate has two parts, VAT only one. */
  headed: boolean;
  history: History | undefined;
  today: string;
  removingId: number | null;
  onAdd: () => void;
  onRemove: (version: RateVersion) => void;
};

const Status = ({ version, history, today }: { version: RateVersion; history: History; today: string }) => {
  if (version.effective_from > today) return <Badge color="blue.8">Upcoming</Badge>;
  if (version.id === history.inForce?.id) return <Badge color="teal.9">In force</Badge>;
  return (
    <Badge color="gray.7" variant="outline">
      Past
    </Badge>
  );
};

/** Every version of one rate, newest first; a version still to come can be removed. */
export const RateHistory = ({ title, part, headed, history, today, removingId, onAdd, onRemove }: Props) => (
  <Stack component="section" aria-label={`${title}: ${part.label}`} gap="xs">
    <Group justify={headed ? 'space-between' : 'flex-end'} gap="xs">
      {headed && (
        <Title order={4} size="h5">
          {part.label}
        </Title>
      )}
      <Button variant="light" leftSection={<IconPlus size={16} />} mih={44} onClick={onAdd}>
        Add version
      </Button>
    </Group>
    {!history || history.versions.length === 0 ? (
      <Text size="sm" c="dimmed">
        No versions yet.
      </Text>
    ) : (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {history.versions.map((version) => (
          <Group
            key={version.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={700}>{rateValueText(version.key, version.value)}</Text>
                <Status version={version} history={history} today={today} />
              </Group>
              <Text size="sm" c="dimmed">
                From {formatBusinessDate(version.effective_from)} · {version.created_by ? `added by ${version.created_by}` : 'initial rate'}
              </Text>
            </Stack>
            {version.effective_from > today && (
              <Button variant="subtle" color="red" mih={44} px="sm" leftSection={<IconTrash size={16} />} loading={removingId === version.id} onClick={() => onRemove(version)}>
                Remove
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    )}
  </Stack>
);

import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { RateKey } from '../../../domain/pricing';
import type { RateVersion } from '../../../domain/rates';
import type { RateItem as Item, RatePart } from './rate-groups';
import { RateHistory } from './rate-history';
import { rateValueText } from './rate-text';
import type { RateHistory as History } from './use-rates';

type Props = {
  item: Item;
  histories: Map<RateKey, History>;
  today: string;
  removingId: number | null;
  onAdd: (part: RatePart, inForce: RateVersion | undefined) => void;
  onRemove: (version: RateVersion, part: RatePart) => void;
};

/** A rate (or a method's pair of rates) with what is in force today; opening it shows the history. */
export const RateItem = ({ item, histories, today, removingId, onAdd, onRemove }: Props) => {
  const upcoming = item.parts.reduce((count, part) => count + (histories.get(part.key)?.upcoming.length ?? 0), 0);
  const headed = item.parts.length > 1;
  return (
    <Accordion.Item value={item.id}>
      <Accordion.Control>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{item.title}</Text>
          <Group gap="sm">
            {item.parts.map((part) => {
              const inForce = histories.get(part.key)?.inForce;
              return (
                <Text key={part.key} size="sm">
                  {headed && (
                    <Text span size="sm" c="dimmed">
                      {part.label}:{' '}
                    </Text>
                  )}
                  <Text span size="sm" fw={600}>
                    {inForce ? rateValueText(part.key, inForce.value) : 'not set'}
                  </Text>
                </Text>
              );
            })}
            {upcoming > 0 && <Badge color="blue.8">{upcoming} upcoming</Badge>}
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="lg">
          {item.parts.map((part) => {
            const history = histories.get(part.key);
            return (
              <RateHistory
                key={part.key}
                title={item.title}
                part={part}
                headed={headed}
                history={history}
                today={today}
                removingId={removingId}
                onAdd={() => onAdd(part, history?.inForce)}
                onRemove={(version) => onRemove(version, part)}
              />
            );
          })}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
};

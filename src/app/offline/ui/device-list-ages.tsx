import { Group, Stack, Text } from '@mantine/core';
import type { Viewer } from '../../../domain/access';
import { deviceLists } from '../reference/device-lists';
import { deviceListsFor } from '../reference/offline-access';
import { ageText } from './age-text';

/**
 * What this user's offline screens will show without a connection, and how old each list is; one
 * older than its freshness is flagged, as it is refreshed only once the connection returns.
 */
export const DeviceListAges = ({ viewer, now, saved }: { viewer: Viewer; now: number; saved: ReadonlyMap<string, string> | undefined }) => {
  const names = deviceListsFor(viewer);
  if (names.length === 0 || !saved) return null;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lists on this device">
      {names.map((name) => {
        const at = saved.get(name);
        const age = at === undefined ? null : Math.max(0, now - Date.parse(at));
        const old = age === null || age >= deviceLists[name].freshForMs;
        return (
          <Group key={name} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{deviceLists[name].label}</Text>
            <Text size="sm" c={old ? 'orange.9' : 'dimmed'} fw={old ? 600 : undefined}>
              {age === null ? 'Not saved yet' : `Saved ${ageText(age)}`}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
};

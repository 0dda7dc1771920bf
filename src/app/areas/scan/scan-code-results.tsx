import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconRepeat } from '@tabler/icons-react';
import type { ScanStatus } from '../../../domain/scan';
import type { CodeResult } from './scan-upload';

/** Icon and words for each answer, never colour alone. */
const shown: Record<ScanStatus, { label: string; color: string; Icon: typeof IconCircleCheck }> = {
  ok: { label: 'Scanned', color: 'var(--mantine-color-green-9)', Icon: IconCircleCheck },
  duplicate: { label: 'Already scanned here', color: 'var(--mantine-color-gray-8)', Icon: IconRepeat },
  unknown: { label: 'Unknown code: check it and enter it again', color: 'var(--mantine-color-red-9)', Icon: IconCircleX },
};

/** The server's answer for each code of the submitted form, unknown codes first. */
export const ScanCodeResults = ({ results }: { results: readonly CodeResult[] }) => {
  const ordered = [...results.filter((r) => r.status === 'unknown'), ...results.filter((r) => r.status !== 'unknown')];
  return (
    <Stack gap={4} component="ul" aria-label="Scan results" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {ordered.map(({ code, status }) => {
        const { label, color, Icon } = shown[status];
        return (
          // The code over its answer: on a phone both wrap instead of running off the edge.
          <Group key={code} component="li" gap="xs" wrap="nowrap" align="flex-start">
            <Icon size={20} color={color} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0} miw={0}>
              <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {code}
              </Text>
              <Text size="sm" fw={600}>
                {label}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
};

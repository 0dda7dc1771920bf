import { Group, Stack, Text } from '@mantine/core';
import { IconCashBanknoteOff, IconCircleCheck, IconCircleX, IconRepeat } from '@tabler/icons-react';
import { scanMessages, type ScanStatus } from '../../../domain/scan';
import type { CodeResult } from './scan-upload';

/** Icon and words for each answer, never colour alone. */
const shown: Record<ScanStatus, { label: string; color: string; Icon: typeof IconCircleCheck }> = {
  ok: { label: 'Scanned', color: 'var(--mantine-color-green-9)', Icon: IconCircleCheck },
  duplicate: { label: 'Already scanned here', color: 'var(--mantine-color-gray-8)', Icon: IconRepeat },
  unknown: { label: 'Unknown code: check it and enter it again', color: 'var(--mantine-color-red-9)', Icon: IconCircleX },
  unpaid: { label: scanMessages.unpaid, color: 'var(--mantine-color-red-9)', Icon: IconCashBanknoteOff },
};

const wentThrough = (result: CodeResult) => result.status === 'ok' || result.status === 'duplicate';

/** The server's answer for each code of the submitted form, those that did not go through first. */
export const ScanCodeResults = ({ results }: { results: readonly CodeResult[] }) => {
  const ordered = [...results.filter((r) => !wentThrough(r)), ...results.filter(wentThrough)];
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

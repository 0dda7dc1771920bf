import { Center, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconRepeat } from '@tabler/icons-react';
import type { ScanSignal } from './scan-tones';

/** How long the screen shows what a scan was: long enough to catch from the corner of an eye. */
export const flashMs = 700;

const looks: Record<ScanSignal, { word: string; color: string; Icon: typeof IconCircleCheck }> = {
  ok: { word: 'Scanned', color: 'green', Icon: IconCircleCheck },
  duplicate: { word: 'Already in the list', color: 'orange', Icon: IconRepeat },
  unknown: { word: 'Unknown code', color: 'red', Icon: IconCircleX },
  unpaid: { word: 'Not paid', color: 'red', Icon: IconCircleX },
};

export type Flash = { kind: ScanSignal; id: number };

/**
 * The whole screen tinted for a moment after each scan, with a word and an icon (never colour
 * alone): a worker aiming a scanner at a parcel sees ok, repeat or unknown without reading the
 * list. It never takes a tap, and screen readers hear the list's own announcements instead.
 */
export const ScanFlash = ({ flash }: { flash: Flash | null }) => {
  if (!flash) return null;
  const { word, color, Icon } = looks[flash.kind];
  return (
    <Center
      key={flash.id}
      aria-hidden
      data-flash={flash.kind}
      pos="fixed"
      inset={0}
      style={{ zIndex: 300, pointerEvents: 'none', background: `color-mix(in srgb, var(--mantine-color-${color}-6) 35%, transparent)` }}
    >
      <Group gap="sm" bg="white" px="lg" py="md" style={{ borderRadius: 'var(--mantine-radius-md)', boxShadow: 'var(--mantine-shadow-md)' }}>
        <Icon size={40} color={`var(--mantine-color-${color}-9)`} />
        <Text fz={28} fw={800} c={`${color}.9`}>
          {word}
        </Text>
      </Group>
    </Center>
  );
};

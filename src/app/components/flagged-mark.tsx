import { Group, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';

/** Flagged customers stand out by colour and by a word, never colour alone. */
export const flaggedRowStyle = { backgroundColor: 'var(--mantine-color-red-0)' };

export const FlaggedMark = () => (
  <Group gap={4} wrap="nowrap">
    <IconFlag size={14} color="var(--mantine-color-red-9)" aria-hidden />
    <Text size="xs" c="red.9" fw={600}>
      Flagged
    </Text>
  </Group>
);

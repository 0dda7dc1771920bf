import type { ReactNode } from 'react';
import { Button, Group, Title, type MantineSize } from '@mantine/core';

type Action = { label: string; icon: ReactNode; onClick: () => void };

type Props = { title: string; action?: Action | false; maw?: number | MantineSize };

/** A screen's title, and the button that adds to its list on the right (below it on a phone). */
export const ScreenHeader = ({ title, action, maw }: Props) => (
  <Group justify="space-between" align="flex-end" gap="sm" maw={maw}>
    <Title order={2}>{title}</Title>
    {action && (
      <Button leftSection={action.icon} onClick={action.onClick} mih={44}>
        {action.label}
      </Button>
    )}
  </Group>
);

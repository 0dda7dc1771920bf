import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';

/** Marks a release point (packages handed over, unpaid ones refused) with a word and an icon, never colour alone. */
export const ReleasePointBadge = ({ children }: { children: ReactNode }) => (
  <Badge color="grape.9" variant="filled" size="lg" leftSection={<IconCashBanknote size={14} aria-hidden />} styles={{ label: { textTransform: 'none' } }}>
    {children}
  </Badge>
);

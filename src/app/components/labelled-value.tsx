import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** 'Label: value' on a card; long values such as emails wrap rather than widen the card. */
export const LabelledValue = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
    <Text span c="dimmed" size="sm">
      {label}:{' '}
    </Text>
    {children}
  </Text>
);

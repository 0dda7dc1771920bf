import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconRepeat } from '@tabler/icons-react';
import type { UnshippedPackage } from '../../../../domain/shipments';
import type { ScanOutcome } from './use-package-scan';

const who = (pkg: UnshippedPackage) => `${pkg.client_fullname}, order #${pkg.order_id}`;

const Line = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    {icon}
    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Group>
);

/** What the last scan did, in words and an icon (never colour alone), until the next scan. */
export const ScanOutcomeLine = ({ outcome }: { outcome: ScanOutcome | null }) => {
  const content = (() => {
    switch (outcome?.kind) {
      case undefined:
        return null;
      case 'looking':
        return <Line icon={<Loader size={18} aria-hidden />}>Looking up {outcome.code}…</Line>;
      case 'added':
        return (
          <Line icon={<IconCircleCheck size={20} color="var(--mantine-color-green-9)" aria-hidden />}>
            Added {outcome.code} ({who(outcome.pkg)}).
          </Line>
        );
      case 'duplicate':
        return (
          <Line icon={<IconRepeat size={20} color="var(--mantine-color-orange-9)" aria-hidden />}>
            {outcome.code} is already in this shipment.
          </Line>
        );
      case 'unknown':
        return (
          <Line icon={<IconCircleX size={20} color="var(--mantine-color-red-9)" aria-hidden />}>
            No package waiting for a shipment has the barcode {outcome.code}. Check the label, or find the package below by order or customer.
          </Line>
        );
      case 'failed':
        return (
          <Line icon={<IconCircleX size={20} color="var(--mantine-color-red-9)" aria-hidden />}>
            {outcome.code} could not be looked up: {outcome.message}
          </Line>
        );
    }
  })();
  return (
    <div role="status" aria-live="polite">
      {content}
    </div>
  );
};

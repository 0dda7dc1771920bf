import { Anchor, Button, Group } from '@mantine/core';
import { IconFileInvoice, IconTrash } from '@tabler/icons-react';
import type { Prealert } from '../../../domain/prealerts';

type Props = { prealert: Prealert; withdrawing: boolean; onWithdraw: (prealert: Prealert) => void };

/** The invoice the customer attached (while the prealert holds it) and Withdraw for one still waiting. */
export const PrealertActions = ({ prealert, withdrawing, onWithdraw }: Props) => (
  <Group gap="xs" justify="flex-end" wrap="nowrap">
    {prealert.file && (
      <Anchor href={prealert.file.url} target="_blank" rel="noopener" aria-label={`Invoice ${prealert.file.file_name}`} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, gap: 4 }}>
        <IconFileInvoice size={18} aria-hidden />
        Invoice
      </Anchor>
    )}
    {prealert.state === 'waiting' && (
      <Button
        variant="outline"
        color="red"
        mih={44}
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={withdrawing}
        onClick={() => onWithdraw(prealert)}
        aria-label={`Withdraw the prealert for ${prealert.tracking_number}`}
      >
        Withdraw
      </Button>
    )}
  </Group>
);

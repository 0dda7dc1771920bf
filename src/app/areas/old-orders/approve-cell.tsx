import { Button, Text } from '@mantine/core';
import type { OldOrderRow } from '../../../domain/old-orders';

export type ApproveActions = { pendingId: number | null; onApprove: (row: OldOrderRow) => void };

/** Approve for sale, or why not: a paid order's goods are its customer's. */
export const ApproveCell = ({ row, pendingId, onApprove }: ApproveActions & { row: OldOrderRow }) =>
  row.invoicePaid ? (
    <Text size="sm" c="dimmed">
      Paid: not for sale
    </Text>
  ) : (
    <Button
      variant="light"
      size="compact-md"
      loading={pendingId === row.id}
      disabled={pendingId !== null && pendingId !== row.id}
      onClick={() => onApprove(row)}
      aria-label={`Approve order #${row.id} for sale`}
    >
      Approve
    </Button>
  );

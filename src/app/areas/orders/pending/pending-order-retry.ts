import { z } from 'zod';
import { zCreateOrderBody } from '../../../../domain/orders';
import type { PendingOrder } from './pending-order-rows';

/*
 * "Edit & retry" carries the refused order to the create screen in the navigation state, which
 * survives a reload of that page; it is read back through its schema like anything stored.
 */
const zRetryState = z.object({
  retryOrder: z.object({ rowId: z.string(), localRef: z.string(), lastError: z.string().nullable(), body: zCreateOrderBody }),
});
export type RetryOrder = z.infer<typeof zRetryState>['retryOrder'];

export const retryStateOf = ({ row, body }: PendingOrder) => ({
  retryOrder: { rowId: row.id, localRef: row.localRef, lastError: row.lastError, body },
});

export const readRetryState = (state: unknown): RetryOrder | null => zRetryState.safeParse(state).data?.retryOrder ?? null;

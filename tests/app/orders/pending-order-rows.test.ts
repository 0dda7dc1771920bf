import { describe, expect, it } from 'vitest';
import { pendingOrdersToShow } from '../../../src/app/areas/orders/pending/pending-order-rows';
import { orderData, orderRow } from '../../helpers/app/orders/order-fixtures';

const now = Date.parse('2026-03-05T12:00:00.000Z');
const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();

describe('the pending orders a screen lists', () => {
  it('keeps queued and failed orders however old, and sent ones for a day', () => {
    const rows = [
      orderRow({ status: 'pending', createdAt: at(72) }),
      orderRow({ status: 'failed', createdAt: at(48), lastError: 'Customer not found' }),
      orderRow({ status: 'done', createdAt: at(2), result: { id: 900, client_fullname: 'Andre Rolle' } }),
      orderRow({ status: 'done', createdAt: at(30), result: { id: 800, client_fullname: 'Andre Rolle' } }),
    ];
    expect(pendingOrdersToShow(rows, now).map(({ row }) => row.status)).toEqual(['pending', 'failed', 'done']);
  });

  it('reads the queued body through its schema, and the new order id from the answer once sent', () => {
    const [queued, sent, damaged] = pendingOrdersToShow(
      [
        orderRow({ createdAt: at(1) }),
        orderRow({ status: 'done', createdAt: at(1), result: { id: 900, client_fullname: 'Andre Rolle', status: 'pending' } }),
        orderRow({ status: 'failed', createdAt: at(1), payload: { data: { vendor: 'no customer' } } }),
      ],
      now,
    );
    expect(queued!.body).toEqual({ workerID: 3, data: orderData() });
    expect(queued!.created).toBeNull();
    expect(sent!.created).toEqual({ id: 900, client_fullname: 'Andre Rolle' });
    expect(damaged!.body).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { deliveryState, ticksByDelivery, type Tick } from '../../../src/app/areas/deliveries/delivery-state';
import { delivery } from '../../helpers/app/deliveries/delivery-fixtures';

const tick = (deliveryId: number, status: Tick['status'], rowId = `${deliveryId}-${status}`): Tick => ({
  rowId,
  deliveryId,
  deliveredAt: '2026-03-04T15:00:00.000Z',
  status,
  lastError: status === 'failed' ? 'Delivery not found' : null,
  isMine: true,
  ownerName: 'Wes Worker',
});

describe('what a delivery row shows', () => {
  it('is open until ticked, and delivered once the server says so, whatever the device holds', () => {
    expect(deliveryState(delivery({ id: 1 }), undefined)).toEqual({ kind: 'open' });
    const served = delivery({ id: 1, delivered: true, delivered_at: '2026-03-04T14:00:00.000Z' });
    expect(deliveryState(served, tick(1, 'failed'))).toEqual({ kind: 'delivered', deliveredAt: '2026-03-04T14:00:00.000Z' });
  });

  it('shows a tick made on this device as delivered at once, queued until it is sent', () => {
    expect(deliveryState(delivery({ id: 1 }), tick(1, 'pending'))).toMatchObject({ kind: 'queued' });
    expect(deliveryState(delivery({ id: 1 }), tick(1, 'sending'))).toMatchObject({ kind: 'queued' });
    expect(deliveryState(delivery({ id: 1 }), tick(1, 'done'))).toEqual({ kind: 'delivered', deliveredAt: '2026-03-04T15:00:00.000Z' });
  });

  it('does not pretend a refused tick was delivered', () => {
    expect(deliveryState(delivery({ id: 1 }), tick(1, 'failed'))).toMatchObject({ kind: 'failed', tick: { lastError: 'Delivery not found' } });
  });
});

describe('one tick per delivery', () => {
  it('keeps the tick that got furthest, so an old failure never hides a later success', () => {
    const byDelivery = ticksByDelivery([tick(1, 'failed'), tick(1, 'done'), tick(2, 'failed'), tick(2, 'pending'), tick(3, 'failed')]);
    expect([...byDelivery].map(([id, kept]) => [id, kept.status])).toEqual([
      [1, 'done'],
      [2, 'pending'],
      [3, 'failed'],
    ]);
  });
});

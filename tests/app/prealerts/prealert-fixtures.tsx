import { zPrealert, type Prealert } from '../../../src/domain/prealerts';
import { sessionStore } from '../../../src/app/session/session-store';

export const signInAsCustomer = () =>
  sessionStore.signIn({ token: 'customer-token', user: { id: 21, first_name: 'Carla', last_name: 'Cartwright', account_type: 'personal', special: false } });

export const signInAsWorker = () =>
  sessionStore.signIn({ token: 'worker-token', user: { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false } });

/** Carla's prealert, waiting, with her invoice attached. */
export const prealert = (id: number, over: Partial<Prealert> = {}): Prealert =>
  zPrealert.parse({
    id,
    customer: { id: 21, full_name: 'Carla Cartwright', location: { id: 1, name: 'Madeira' } },
    tracking_number: `1Z999AA1012345678${id % 10}`,
    courier: 'ups',
    vendor: 'Amazon',
    description: `Running shoes ${id}`,
    value: 49.99,
    file: { url: `/api/files/p21/0000000${id}-0000-0000-0000-000000000000.pdf?user=21&expires=1&signature=s`, file_name: 'invoice.pdf' },
    state: 'waiting',
    order_id: null,
    received_at: null,
    created_at: '2026-03-04T15:30:00.000Z',
    ...over,
  });

export const receivedPrealert = (id: number, orderId: number) =>
  prealert(id, { state: 'received', order_id: orderId, received_at: '2026-03-06T15:30:00.000Z', file: null });

export const prealertsPage = (rows: readonly Prealert[], page = 1) => ({
  data: rows.slice((page - 1) * 20, page * 20),
  meta: { current_page: page, last_page: Math.max(1, Math.ceil(rows.length / 20)), total: rows.length },
});

import type { Delivery } from '../../../domain/deliveries';
import { customerName } from './delivery-format';

/**
 * Offline, the saved page is searched the way the server searches it: the customer's name, their
 * customer number (Dept #), the directions, or one of the order ids.
 */
export const matchesDeliverySearch = (delivery: Delivery, search: string) => {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  const number = term.replace(/^#/, '');
  return (
    customerName(delivery).toLowerCase().includes(term) ||
    delivery.directions.toLowerCase().includes(term) ||
    String(delivery.user.id) === number ||
    delivery.orders.some((id) => String(id) === number)
  );
};

export const searchDeliveries = (rows: readonly Delivery[], search: string) => rows.filter((row) => matchesDeliverySearch(row, search));

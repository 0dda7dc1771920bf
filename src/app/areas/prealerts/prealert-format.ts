import type { Prealert } from '../../../domain/prealerts';
import { formatDay, formatMoney } from '../../components/display-format';
import { freightCompanyLabels } from '../orders/form/freight-companies';

/** 'UPS 1Z999…' or the number alone when the customer named no courier. */
export const trackingLine = (prealert: Pick<Prealert, 'courier' | 'tracking_number'>) =>
  prealert.courier ? `${freightCompanyLabels[prealert.courier]} ${prealert.tracking_number}` : prealert.tracking_number;

/** 'Declared $49.99 · filed Mar 4, 2026' */
export const valueAndDay = (prealert: Pick<Prealert, 'value' | 'created_at'>) => `Declared ${formatMoney(prealert.value)} · filed ${formatDay(prealert.created_at)}`;

/** What staff see of a match: 'Prealert: Carla Cartwright, Amazon, Running shoes'. */
export const matchLine = (prealert: Pick<Prealert, 'customer' | 'vendor' | 'description'>) =>
  `Prealert: ${prealert.customer.full_name}, ${prealert.vendor}, ${prealert.description}`;

/** The order form opened from a prealert: its number, and which prealert, since several customers may share a number. */
export const orderFromPrealertPath = (prealert: Pick<Prealert, 'id' | 'tracking_number'>) =>
  `/orders/create/new?${new URLSearchParams({ tracking_number: prealert.tracking_number, prealert: String(prealert.id) })}`;

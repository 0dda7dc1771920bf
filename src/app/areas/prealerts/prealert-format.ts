import type { Prealert } from '../../../domain/prealerts';
import { formatDay, formatMoney } from '../../components/display-format';
import { freightCompanyLabels } from '../orders/form/freight-companies';

/** 'Declared $49.99 · filed Mar 4, 2026 · by UPS': the courier last, when the customer named one. */
export const valueAndDay = (prealert: Pick<Prealert, 'value' | 'created_at' | 'courier'>) =>
  [`Declared ${formatMoney(prealert.value)}`, `filed ${formatDay(prealert.created_at)}`, ...(prealert.courier ? [`by ${freightCompanyLabels[prealert.courier]}`] : [])].join(' · ');

/** What staff see of a match: 'Prealert: Carla Cartwright, Amazon, Running shoes'. */
export const matchLine = (prealert: Pick<Prealert, 'customer' | 'vendor' | 'description'>) =>
  `Prealert: ${prealert.customer.full_name}, ${prealert.vendor}, ${prealert.description}`;

/** The order form opened from a prealert: its number, and which prealert, since several customers may share a number. */
export const orderFromPrealertPath = (prealert: Pick<Prealert, 'id' | 'tracking_number'>) =>
  `/orders/create/new?${new URLSearchParams({ tracking_number: prealert.tracking_number, prealert: String(prealert.id) })}`;

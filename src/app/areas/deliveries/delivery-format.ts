import { businessTimeZone } from '../../../domain/constants';
import type { Delivery } from '../../../domain/deliveries';

export const customerName = (delivery: Pick<Delivery, 'user'>) => `${delivery.user.first_name} ${delivery.user.last_name}`;

export const formatWeight = (weight: number) => `${weight} lb`;

// A delivery date is a Nassau business day with no time of its own: read and shown as that calendar day.
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Tue, Mar 4, 2026' */
export const formatDeliveryDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: businessTimeZone });

export const formatDeliveredAt = (iso: string) => timeFormat.format(new Date(iso));

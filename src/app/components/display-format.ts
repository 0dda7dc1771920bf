import { businessTimeZone } from '../../domain/constants';
import { formatDollars, parseCents } from '../../domain/pricing';
import { shippingMethodLabels, type ShippingMethod } from '../../domain/shipping-methods';

// Days and times are shown as Nassau sees them, wherever the browser happens to be: an order
// belongs to the Nassau day it was entered on.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: businessTimeZone });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: businessTimeZone });

/** 'Mar 4, 2026' */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** 'Mar 4, 2026, 10:32 AM' in Nassau time. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The method's label ('Priority' for next-day); an unknown stored value is shown as it is. */
export const methodLabel = (method: string) => shippingMethodLabels[method as ShippingMethod] ?? method;

/** An order's state in one word, the same on the list and the detail (portal spec §4: completed or open). */
export const orderStateWord = (completed: boolean) => (completed ? 'Closed' : 'Open');

/** Dollars as the API sends them, shown as '$1,234.50': read exactly into cents, never with float arithmetic. */
export const formatMoney = (dollars: number) => formatDollars(parseCents(dollars));

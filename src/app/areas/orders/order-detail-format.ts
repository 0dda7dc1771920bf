import { businessTimeZone } from '../../../domain/constants';
import { formatDollars, parseCents } from '../../../domain/pricing';
import { shippingMethodLabels, type ShippingMethod } from '../../../domain/shipping-methods';

// Times are shown as Nassau sees them, wherever the browser happens to be.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: businessTimeZone });

/** 'Mar 4, 2026, 10:32 AM' in Nassau time. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** Dollars as the API sends them, shown as '$12.50'. */
export const formatMoney = (dollars: number) => formatDollars(parseCents(dollars));

/** The method's label ('Priority' for next-day); an unknown stored value is shown as it is. */
export const methodLabel = (method: string) => shippingMethodLabels[method as ShippingMethod] ?? method;

/** Opens a stored file: the browser cannot send the bearer header on a link, so the token rides in the query (spec §7). */
export const fileHref = (url: string, token: string | undefined) => (token ? `${url}?token=${encodeURIComponent(token)}` : url);

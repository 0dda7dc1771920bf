import { businessTimeZone } from '../../../domain/constants';
import { shippingMethodLabels, type ShippingMethod } from '../../../domain/shipping-methods';

// Times are shown as Nassau sees them, wherever the browser happens to be.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: businessTimeZone });

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The method's label ('Priority' for next-day); an unknown stored value is shown as it is. */
export const methodLabel = (method: string) => shippingMethodLabels[method as ShippingMethod] ?? method;

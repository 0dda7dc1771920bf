import { businessTimeZone } from '../../../domain/constants';

// Import dates are shown as Nassau sees them, wherever the device happens to be.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: businessTimeZone });

/** 'Mar 4, 2026, 10:32 AM' in Nassau time. */
export const formatImportDate = (iso: string) => dateTimeFormat.format(new Date(iso));

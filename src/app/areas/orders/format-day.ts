import { businessTimeZone } from '../../../domain/constants';

// An order belongs to the Nassau day it was entered on, wherever the browser happens to be.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: businessTimeZone });

/** 'Mar 4, 2026' */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

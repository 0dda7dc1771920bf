import { businessTimeZone } from '../../domain/constants';

const nassauDay = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
// Business dates carry no time of day; formatting them in UTC keeps them on the day they name.
const shownDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** Today in Nassau as 'YYYY-MM-DD', wherever the browser is: the day rates take effect by, and a delivery and a card's expiry are judged by. */
export const businessToday = (now: Date = new Date()) => nassauDay.format(now);

export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** '2015-01-01' as 'Jan 1, 2015'. */
export const formatBusinessDate = (date: string) => shownDay.format(new Date(`${date}T00:00:00Z`));

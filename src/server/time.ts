import { businessTimeZone } from '../domain/constants';

const businessDay = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The business date in Nassau, 'YYYY-MM-DD'. The server's own clock zone is irrelevant: a
 * calculation at 9 pm in Nassau belongs to that day even where UTC has already moved on.
 */
export const businessToday = (now: Date = new Date()): string => {
  const part = (type: Intl.DateTimeFormatPartTypes) => businessDay.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

const businessClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-26 23:30', Nassau wall-clock time: what a spreadsheet of the day's payments should read. */
export const businessDateTime = (at: Date): string => {
  // Formatted once: a CSV formats a time a row, and formatToParts is the cost of it.
  const parts = businessClock.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
};

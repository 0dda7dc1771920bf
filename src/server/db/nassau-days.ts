import { and, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { businessTimeZone } from '../../domain/constants';

/** The instant a Nassau business day begins, `days` after `date` ('YYYY-MM-DD'): 23:30 in Nassau stays on its own day, whatever UTC says. */
export const nassauMidnight = (date: string, days = 0) => sql`((${date}::date + ${days}::int)::timestamp at time zone ${businessTimeZone})`;

/** A time column within the Nassau business days from `first` to `last`, both included: one range of the column's index. */
export const withinDays = (column: AnyColumn, first: string, last = first) => and(gte(column, nassauMidnight(first)), lt(column, nassauMidnight(last, 1)))!;

/**
 * The Nassau business day a time column falls on, for grouping by day; select it as
 * `sql\`${day}::text\`` for 'YYYY-MM-DD'. The zone is written into the text rather than bound: a
 * GROUP BY must repeat the select's expression exactly, and two bound parameters ($1, $2) are not
 * the same expression to PostgreSQL. A date groups 20,000 rows in about half the time to_char takes.
 */
export const nassauDay = (column: AnyColumn) => sql`(${column} at time zone ${sql.raw(`'${businessTimeZone}'`)})::date`;

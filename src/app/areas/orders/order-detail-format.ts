import { formatDollars, parseCents } from '../../../domain/pricing';

/** Dollars as the API sends them, shown as '$12.50'. */
export const formatMoney = (dollars: number) => formatDollars(parseCents(dollars));

/** Opens a stored file: the browser cannot send the bearer header on a link, so the token rides in the query (spec §7). */
export const fileHref = (url: string, token: string | undefined) => (token ? `${url}?token=${encodeURIComponent(token)}` : url);

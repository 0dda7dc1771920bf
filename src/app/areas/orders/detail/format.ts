import { formatDollars, parseCents } from '../../../../domain/pricing';

/** Dollars as the API sends them, shown as '$12.50'. */
export const formatMoney = (dollars: number) => formatDollars(parseCents(dollars));

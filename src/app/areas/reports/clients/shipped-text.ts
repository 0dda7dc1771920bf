import { formatBusinessDate } from '../../../components/business-date';

/** The last arrival date of the client's orders' shipments; none shipped yet reads so, not as an empty cell. */
export const shippedText = (date: string | null) => (date ? formatBusinessDate(date) : 'Not shipped');

export const ordersText = (count: number) => (count === 1 ? '1 order' : `${count.toLocaleString('en-US')} orders`);

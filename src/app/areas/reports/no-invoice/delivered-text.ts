import { formatDateTime } from '../../../components/display-format';

/** When the order's last package was delivered; a position recorded without a time says so instead of an empty cell. */
export const deliveredText = (at: string | null) => (at ? formatDateTime(at) : 'Time not recorded');

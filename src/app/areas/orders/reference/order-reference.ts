import { useCachedReference } from '../../../offline/hooks/use-cached-reference';

/* The order form's reference lists, saved on the device so an order can be recorded offline. */
export const useCachedCustomers = () => useCachedReference('order-customers');
export const useCachedTaxes = () => useCachedReference('taxes');
export const useCachedPickups = () => useCachedReference('pickups');

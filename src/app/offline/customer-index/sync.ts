import { usersApi } from '../../api/users';
import { readReference } from '../store/reference-rows';
import { mergeCustomerIndex, zCustomerIndexCopy, type CustomerIndexCopy } from './merge';

/** Where the device keeps the order form's customers, among its other lists. */
export const customerIndexKey = 'order-customers' as const;

/**
 * Brings the device's customers up to date: asks for the changes since the saved copy's cursor
 * (everything when there is none, or the copy no longer fits) and answers the merged copy, which
 * the caller saves as it saves every device list.
 */
export const syncCustomerIndex = async (): Promise<CustomerIndexCopy> => {
  const saved = (await readReference(customerIndexKey, zCustomerIndexCopy))?.data ?? null;
  return mergeCustomerIndex(saved, await usersApi.customerIndex(saved?.cursor));
};

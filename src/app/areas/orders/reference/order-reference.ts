import { listOf } from '../../../../domain/common';
import { zPickup } from '../../../../domain/reference';
import { zTax } from '../../../../domain/taxes';
import { zCustomerOption } from '../../../../domain/users';
import { referenceApi } from '../../../api/reference';
import { taxesApi } from '../../../api/taxes';
import { usersApi } from '../../../api/users';
import { useCachedReference } from '../../../offline/hooks/use-cached-reference';

/** The server's largest page: the whole tariff list, searched inside the select. */
const allCategories = 1000;

const zCustomerList = listOf(zCustomerOption);
const zTaxList = listOf(zTax);
const zPickupList = listOf(zPickup);

// No search and no limit: every customer, so the select can search them on a device without signal.
const fetchCustomers = () => usersApi.customerOptions('');
const fetchTaxes = () => taxesApi.list('', allCategories);

/*
 * The order form's reference lists, saved on the device so an order can be recorded offline. Each
 * key has one fetcher and schema, shared by every screen that reads it.
 */
export const useCachedCustomers = () => useCachedReference('order-customers', fetchCustomers, zCustomerList);
export const useCachedTaxes = () => useCachedReference('taxes', fetchTaxes, zTaxList);
export const useCachedPickups = () => useCachedReference('pickups', referenceApi.pickups, zPickupList);

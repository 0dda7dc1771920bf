import { isCustomerType } from '../../../domain/constants';
import type { OrderFormData } from '../../../domain/orders';
import type { Db } from '../../db/client';
import { invalid } from '../../http/app-error';
import { existingTaxIds, findAccountType, pickupExists } from './queries';

export const referenceMessages = {
  notCustomer: 'Choose a customer account',
  taxNotFound: 'Tax category not found',
  pickupRequired: 'Pick-up is required',
  pickupNotFound: 'Pick-up not found',
} as const;

/**
 * What the schema cannot know: that the customer is a customer account, that each tax category
 * exists and that a pick-up order names a known pickup. Field paths match the schema's own
 * (data.packages.N.items.M.tax_id), so the form shows each refusal on its field.
 */
export const checkReferences = async (db: Db, data: OrderFormData, options: { customer: boolean }) => {
  const fields: Record<string, string> = {};
  if (options.customer) {
    const type = await findAccountType(db, data.customer);
    if (!type || !isCustomerType(type)) fields['data.customer'] = referenceMessages.notCustomer;
  }
  const taxIds = await existingTaxIds(db, [...new Set(data.packages.flatMap((p) => p.items.map((item) => item.tax_id)))]);
  data.packages.forEach((p, n) =>
    p.items.forEach((item, m) => {
      if (!taxIds.has(item.tax_id)) fields[`data.packages.${n}.items.${m}.tax_id`] = referenceMessages.taxNotFound;
    }),
  );
  if (data.warehouse_via === 'pick-up') {
    if (data.pickup_order == null) fields['data.pickup_order'] = referenceMessages.pickupRequired;
    else if (!(await pickupExists(db, data.pickup_order))) fields['data.pickup_order'] = referenceMessages.pickupNotFound;
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
};

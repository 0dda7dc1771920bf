import { describe, expect, it } from 'vitest';
import { orderData as dataOfValues } from '../../../src/app/areas/orders/form/values';
import { formValuesOfData } from '../../../src/app/areas/orders/pending/pending-order-values';
import { zOrderForm } from '../../../src/domain/order-form';
import { orderData } from '../../helpers/app/orders/order-fixtures';

describe('reopening a queued order in the form', () => {
  it('fills the form so that saving it unchanged sends the same body', () => {
    const queued = orderData();
    const values = formValuesOfData(queued);
    expect(zOrderForm.safeParse(values).success).toBe(true);
    expect(dataOfValues(values)).toEqual(queued);
  });

  it('shows absent optional texts as empty inputs, not as null', () => {
    const values = formValuesOfData(orderData());
    expect(values.drop_fname).toBe('');
    expect(values.packages[0]!.items[1]!.invoice_number).toBe('');
    expect(values.packages[1]!.items[0]!.product_type).toBe('Print');
  });
});

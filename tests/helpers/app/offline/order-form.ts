import { zOrderFormData, type OrderFormData } from '../../../../src/domain/orders';

/** A small valid order form: one box with one item, dropped off by a courier. */
export const orderForm = (customer: number, taxId: number): OrderFormData =>
  zOrderFormData.parse({
    customer,
    shipping_method: 'standard',
    invoice_in_box: 0,
    warehouse_via: 'courier',
    vendor: 'Amazon',
    packages: [
      {
        type: 'box',
        description: 'Shoes',
        itemsno: 1,
        weight: 2,
        length: 30,
        height: 10,
        width: 20,
        items: [{ description: 'Running shoes', tax_id: taxId, quantity: 1, unit_price: 40, hazard: false, fragile: false }],
      },
    ],
    freight_company: 'ups',
    tracking_number: '1Z999AA10123456784',
  });

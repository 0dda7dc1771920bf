import { zOrder, type Order, type OrderFormData } from '../../../src/domain/orders';
import type { ShippingMethod } from '../../../src/domain/shipping-methods';
import { apiGet, apiPost, apiToken } from './api';

export const demoCustomerName = 'Pat Personal';
export const demoCategory = 'Clothing and apparel';

export const getOrder = async (baseUrl: string, id: number) =>
  zOrder.parse(await apiGet<unknown>(baseUrl, `/orders/${id}`, await apiToken(baseUrl, 'admin@demo.test')));

/**
 * An order of the demo customer arranged through the API as the worker, for tests that start from an
 * existing one: one box of 2 lb, 20 × 15 × 10 cm, holding one $20 shirt of the demo's clothing
 * category, or of the category `taxId` names.
 */
export const arrangeOrder = async (baseUrl: string, method: ShippingMethod, vendor: string, taxId?: number): Promise<Order> => {
  const token = await apiToken(baseUrl, 'worker@demo.test');
  const [customer] = (await apiGet<{ data: { id: number }[] }>(baseUrl, '/customers?search=personal@demo.test&limit=1', token)).data;
  const [tax] = taxId === undefined ? (await apiGet<{ data: { id: number }[] }>(baseUrl, `/taxes?search=${encodeURIComponent(demoCategory)}`, token)).data : [{ id: taxId }];
  if (!customer || !tax) throw new Error('the demo customer or tariff category is missing');
  const data: OrderFormData = {
    customer: customer.id,
    shipping_method: method,
    invoice_in_box: 0,
    warehouse_via: 'courier',
    vendor,
    freight_company: 'ups',
    tracking_number: '1Z999AA10123456784',
    packages: [
      {
        type: 'box',
        description: 'Arranged box',
        itemsno: 1,
        weight: 2,
        length: 20,
        width: 15,
        height: 10,
        vendor_shipping: 0,
        item_tax: 0,
        items: [{ description: 'Arranged shirt', tax_id: tax.id, quantity: 1, unit_price: 20, hazard: false, fragile: false }],
      },
    ],
  };
  return zOrder.parse(await apiPost(baseUrl, '/orders', token, { data }));
};

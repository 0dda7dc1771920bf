import { zOrder, type Order } from '../../../src/domain/orders';
import { apiGet, apiPost, apiToken } from './api';

/** A short random tag of letters, so names made by one file never match another file's searches. */
export const uniqueTag = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

export type TestCustomer = { id: number; first_name: string; last_name: string; full_name: string; email: string };

/**
 * A new customer at a location (1 Madeira, 2 Harbor Bay), registered by the office: every test
 * runs from one address, which may register only so many accounts an hour as a guest.
 */
export const createCustomer = async (baseUrl: string, first: string, last: string, location: 1 | 2): Promise<TestCustomer> => {
  const email = `${first}.${last}.${uniqueTag()}@e2e.test`.toLowerCase();
  const body = { first_name: first, last_name: last, email, password: 'demo-password', account_type: 'personal', island: 10, location };
  const customer = await apiPost<{ id: number }>(baseUrl, '/users', await apiToken(baseUrl, 'admin@demo.test'), body);
  return { id: customer.id, first_name: first, last_name: last, full_name: `${first} ${last}`, email };
};

export const firstTaxId = async (baseUrl: string, token: string) => {
  const taxes = await apiGet<{ data: { id: number }[] }>(baseUrl, '/taxes?limit=1', token);
  const tax = taxes.data[0];
  if (!tax) throw new Error('no tariff categories seeded');
  return tax.id;
};

type PackageSpec = { description: string; weight: number; length: number; width: number; height: number; items: { description: string; unit_price: number; quantity: number }[] };

export const defaultPackages = (tag: string): PackageSpec[] => [
  {
    description: `Shoes ${tag}`,
    weight: 3.5,
    length: 30,
    width: 20,
    height: 12,
    items: [
      { description: `Running shoes ${tag}`, unit_price: 49.99, quantity: 2 },
      { description: `Socks ${tag}`, unit_price: 7.5, quantity: 6 },
    ],
  },
  {
    description: `Books ${tag}`,
    weight: 6,
    length: 40,
    width: 30,
    height: 20,
    items: [
      { description: `Cookbook ${tag}`, unit_price: 25, quantity: 1 },
      { description: `Bookmark ${tag}`, unit_price: 2, quantity: 3 },
    ],
  },
];

/** An order created through the API by worker@demo.test, as the order form would send it. */
export const createOrder = async (baseUrl: string, customerId: number, packages: PackageSpec[], vendor = 'Amazon'): Promise<Order> => {
  const token = await apiToken(baseUrl, 'worker@demo.test');
  const taxId = await firstTaxId(baseUrl, token);
  const data = {
    customer: customerId,
    shipping_method: 'next-day',
    invoice_in_box: 1,
    warehouse_via: 'courier',
    vendor,
    comments: 'Leave at the side door',
    freight_company: 'ups',
    tracking_number: '1Z999AA10123456784',
    packages: packages.map((pkg) => ({
      type: 'box',
      description: pkg.description,
      itemsno: pkg.items.length,
      weight: pkg.weight,
      length: pkg.length,
      height: pkg.height,
      width: pkg.width,
      vendor_shipping: 5,
      item_tax: 1.25,
      items: pkg.items.map((item) => ({ ...item, tax_id: taxId, hazard: false, fragile: true, product_type: 'Retail' })),
    })),
  };
  return zOrder.parse(await apiPost(baseUrl, '/orders', token, { data }));
};

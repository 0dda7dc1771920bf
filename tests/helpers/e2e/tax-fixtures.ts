import { zTax, type Tax, type TaxBody } from '../../../src/domain/taxes';

/** Tariff categories arranged through the API, for tests that need one to pick or many to page through. */
const send = async (baseUrl: string, token: string, method: 'POST' | 'DELETE', path: string, body?: unknown) => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return zTax.parse(await response.json());
};

export const createTax = (baseUrl: string, token: string, body: TaxBody): Promise<Tax> => send(baseUrl, token, 'POST', '/taxes', body);

export const deleteTax = (baseUrl: string, token: string, id: number): Promise<Tax> => send(baseUrl, token, 'DELETE', `/taxes/${id}`);

import { zLoginResponse, type LoginResponse } from '../../../src/domain/auth';
import { demoPassword } from './pages/login-page';

// Direct API calls for arranging and checking what the browser cannot see (e.g. the mail log).

/** What the sign-in endpoint answers: the token and the user the app keeps as its session. */
export const apiSession = async (baseUrl: string, email: string, password = demoPassword): Promise<LoginResponse> => {
  const response = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return zLoginResponse.parse(await response.json());
};

export const apiToken = async (baseUrl: string, email: string, password = demoPassword) => (await apiSession(baseUrl, email, password)).token;

export const apiGet = async <T>(baseUrl: string, path: string, token: string): Promise<T> => {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status}`);
  return (await response.json()) as T;
};

/** The rows a list endpoint answers the demo admin with. */
export const listedToAdmin = async <T>(baseUrl: string, path: string) =>
  (await apiGet<{ data: T[] }>(baseUrl, path, await apiToken(baseUrl, 'admin@demo.test'))).data;

/** A mutation as the app sends it: JSON body and an Idempotency-Key; token may be omitted for public endpoints. */
export const apiPost = async <T>(baseUrl: string, path: string, token: string | null, body: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** A DELETE as the app sends it, with an Idempotency-Key. */
export const apiDelete = async <T>(baseUrl: string, path: string, token: string): Promise<T> => {
  const response = await fetch(`${baseUrl}/api${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() } });
  if (!response.ok) throw new Error(`DELETE ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

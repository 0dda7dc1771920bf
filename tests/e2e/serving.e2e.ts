import { describe, expect, it } from 'vitest';
import { baseUrl, page, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession();

describe('the product served by npm start', () => {
  it('opens the app at the root', async () => {
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Bahamas Freight');
    await page.getByRole('heading', { name: 'Bahamas Freight' }).waitFor();
  });

  it('answers a deep link into the app with the app, not a 404', async () => {
    const response = await page.goto(`${baseUrl}/orders/123/edit`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Bahamas Freight' }).waitFor();
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await page.goto(`${baseUrl}/api/nothing-here`);
    expect(response?.status()).toBe(404);
    expect(await response?.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('shows the OpenAPI documentation with the sign-in endpoint', async () => {
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByText('Bahamas Freight API').first().waitFor();
    await page.getByText('/api/authenticate').first().waitFor();
  });

  it('lets a demo account sign in from the browser', async () => {
    await page.goto(`${baseUrl}/`);
    const status = await page.evaluate(async () => {
      const login = await fetch('/api/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password' }),
      });
      const { token } = (await login.json()) as { token: string };
      const customers = await fetch('/api/customers/paginated?page=1&key=', { headers: { authorization: `Bearer ${token}` } });
      return { login: login.status, customers: customers.status, total: ((await customers.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total };
    });
    expect(status.login).toBe(200);
    expect(status.customers).toBe(200);
    expect(status.total).toBeGreaterThanOrEqual(36);
  });
});

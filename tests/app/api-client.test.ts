import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/api/api-error';
import { api, setTokenGetter, setUnauthorizedHandler } from '../../src/app/api/client';

const sent: { url: string; headers: Record<string, string> }[] = [];
const answer = (response: Response) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    sent.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> });
    return response;
  });

afterEach(() => {
  vi.restoreAllMocks();
  sent.length = 0;
  setTokenGetter(() => null);
  setUnauthorizedHandler(() => {});
});

describe('api.download', () => {
  it('fetches a file with the session token and the kind asked for, and hands back its bytes', async () => {
    setTokenGetter(() => 'desk-token');
    answer(new Response('Label,Sect\r\nBF0000000018,18\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const blob = await api.download('/shipments/4/report.csv', 'text/csv');
    expect(await blob.text()).toBe('Label,Sect\r\nBF0000000018,18\r\n');
    expect(sent).toEqual([{ url: '/api/shipments/4/report.csv', headers: { accept: 'text/csv', authorization: 'Bearer desk-token' } }]);
  });

  it("throws the API's error and ends the session on a 401, as every other call does", async () => {
    setTokenGetter(() => 'expired-token');
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    answer(new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again.' } }), { status: 401, headers: { 'content-type': 'application/json' } }));
    const failure = await api.download('/shipments/4/report.csv', 'text/csv').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

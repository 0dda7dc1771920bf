import { vi } from 'vitest';

/** A request as the app's client sent it: JSON bodies parsed, multipart bodies as their FormData. */
export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Record<string, string> };
type Handler = (request: SentRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code: status === 409 ? 'CONFLICT' : status === 400 ? 'VALIDATION' : 'INTERNAL', message, fields } });

/**
 * The API behind the app's own client (fetch stubbed), so what a test checks is what the app really
 * sends: method, path, query, body and headers. A request nobody answers fails loudly with a 500.
 */
export const fakeApi = () => {
  const routes: { method: string; path: string; handler: Handler }[] = [];
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(url, 'http://app.test');
      const method = init.method ?? 'GET';
      const path = address.pathname.replace(/^\/api/, '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const sent = { method, path, query: address.searchParams, body, headers: (init.headers ?? {}) as Record<string, string> };
      requests.push(sent);
      const route = routes.find((each) => each.method === method && each.path === path);
      return route ? route.handler(sent) : refusal(500, `No answer for ${method} ${path} in this test`);
    }),
  );
  return {
    on: (method: string, path: string, handler: Handler) => routes.unshift({ method, path, handler }),
    /** The requests made to one path, oldest first. */
    sent: (method: string, path: string) => requests.filter((each) => each.method === method && each.path === path),
    requests,
  };
};

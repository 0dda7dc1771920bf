import type { BrowserContext, Request } from 'playwright-core';

/** One API request as it went over the wire, with what the server answered. */
export type RecordedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  status: number;
  replayed: boolean;
  fromServiceWorker: boolean;
};

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

const recordOne = async (request: Request): Promise<RecordedRequest | null> => {
  const response = await request.response();
  if (!response) return null;
  return {
    method: request.method(),
    url: request.url(),
    headers: await request.allHeaders(),
    body: request.postData(),
    status: response.status(),
    replayed: (await response.headerValue('idempotent-replayed')) === 'true',
    fromServiceWorker: request.serviceWorker() !== null,
  };
};

/**
 * Records every /api request of the context that got an answer: the pages' and, in Chromium, the
 * service worker's own. stop() ends the recording and returns them in the order they finished.
 */
export const recordApiRequests = (context: BrowserContext) => {
  const pending: Array<Promise<RecordedRequest | null>> = [];
  const onFinished = (request: Request) => {
    if (isApi(request)) pending.push(recordOne(request));
  };
  context.on('requestfinished', onFinished);
  return {
    stop: async () => {
      context.off('requestfinished', onFinished);
      return (await Promise.all(pending)).filter((entry): entry is RecordedRequest => entry !== null);
    },
  };
};

const replayedHeaders = ['authorization', 'idempotency-key', 'content-type', 'accept'];

/** Sends a recorded request again from outside the browser: same method, URL, credentials, key and body. */
export const sendAgain = async (request: RecordedRequest) => {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => replayedHeaders.includes(name.toLowerCase())));
  const response = await fetch(request.url, { method: request.method, headers, body: request.body ?? undefined });
  await response.arrayBuffer();
  return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true' };
};

/** Idempotency keys the server applied more than once (answered without marking the answer a replay). */
export const keysAppliedTwice = (requests: readonly RecordedRequest[]) => {
  const applied = new Map<string, number>();
  for (const request of requests) {
    const key = request.headers['idempotency-key'];
    if (!key || request.replayed || request.status >= 300) continue;
    applied.set(key, (applied.get(key) ?? 0) + 1);
  }
  return [...applied].filter(([, count]) => count > 1).map(([key]) => key);
};

import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';

/** How often each fault strikes a request, from 0 to 1, and the longest delay. */
export type Faults = { dropRequest: number; dropAnswer: number; duplicate: number; delay: number; maxDelayMs: number };

export type ProxyCounts = {
  requests: number;
  /** Cut before the server saw them. */
  droppedRequests: number;
  /** Cut after the server answered, so the device never hears of a change the server committed. */
  droppedAnswers: number;
  /** Sent to the server twice: one after the other, or both at once. */
  duplicated: number;
  /** Held back for a while, so requests sent later overtake them. */
  delayed: number;
  /** The server could not be reached or hung up: the device sees the connection cut. */
  unreachable: number;
};

type Answer = { status: number; headers: Headers; body: Buffer };

// Hop-by-hop and framing headers: fetch sets its own, and it decompresses what it reads.
const notForwarded = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);
const notReturned = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'connection', 'keep-alive']);

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The connection dies under the device, as a lost signal does: no status, a network error. */
const cut = (response: ServerResponse) => response.socket?.destroy();

/**
 * An unreliable network between the devices and the server, on loopback: each request may be
 * dropped before the server sees it, answered by the server but the answer lost, sent twice, or
 * delayed so that later ones overtake it. The target can change while it runs (a restarted server
 * listens on a new port).
 */
export const startChaosProxy = async (options: { target: () => string; faults: Faults; random: () => number }) => {
  const { faults, random } = options;
  const counts: ProxyCounts = { requests: 0, droppedRequests: 0, droppedAnswers: 0, duplicated: 0, delayed: 0, unreachable: 0 };
  let inFlight = 0;
  let forwarded = 0;
  const watchers: Array<{ forwarded: number; resolve: () => void }> = [];

  const forward = async (request: IncomingMessage, body: Buffer): Promise<Answer | null> => {
    inFlight++;
    forwarded++;
    for (const watcher of watchers.filter((w) => forwarded >= w.forwarded)) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
    try {
      const headers = Object.entries(request.headers).flatMap(([name, value]) => (notForwarded.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]]));
      const answer = await fetch(`${options.target()}${request.url}`, { method: request.method, headers, body: body.length > 0 ? new Uint8Array(body) : undefined });
      return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
    } catch {
      return null;
    } finally {
      inFlight--;
    }
  };

  /** The device hears the second answer, as after a retry by the network itself. */
  const sendTwice = async (request: IncomingMessage, body: Buffer, together: boolean) => {
    if (together) return (await Promise.all([forward(request, body), forward(request, body)]))[1];
    const first = await forward(request, body);
    return first && forward(request, body);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await bodyOf(request);
    counts.requests++;
    if (random() < faults.delay) {
      counts.delayed++;
      await wait(Math.floor(random() * faults.maxDelayMs));
    }
    if (random() < faults.dropRequest) {
      counts.droppedRequests++;
      return cut(response);
    }
    let answer: Answer | null;
    if (random() < faults.duplicate) {
      counts.duplicated++;
      answer = await sendTwice(request, body, random() < 0.5);
    } else {
      answer = await forward(request, body);
    }
    if (!answer) {
      counts.unreachable++;
      return cut(response);
    }
    if (random() < faults.dropAnswer) {
      counts.droppedAnswers++;
      return cut(response);
    }
    answer.headers.forEach((value, name) => {
      if (!notReturned.has(name)) response.setHeader(name, value);
    });
    response.writeHead(answer.status).end(answer.body);
  };

  const server = createServer((request, response) => void handle(request, response).catch(() => cut(response)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    inFlight: () => inFlight,
    /** Resolves as the nth request since the start goes to the server, so it is under way then. */
    whenForwarded: (n: number) => new Promise<void>((resolve) => (forwarded >= n ? resolve() : watchers.push({ forwarded: n, resolve }))),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};

export type ChaosProxy = Awaited<ReturnType<typeof startChaosProxy>>;

import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The shared product seen through a proxy of one test's own, which can serve a next version of the
 * service worker: a byte-different sw.js is a new version to the browser. The build on disk stays
 * as it is, so the browsers of files running beside the test never meet that version.
 */
export const startNextVersionProxy = async (target: string) => {
  const upstream = new URL(target);
  let nextVersion = false;
  const server = createServer((incoming, outgoing) => {
    const changed = nextVersion && new URL(incoming.url ?? '/', target).pathname === '/sw.js';
    // The new version is whole bytes, never a "not modified" answer to the old one's validators,
    // and plain text: bytes added to the server's brotli or gzip copy would not decode.
    const { 'if-none-match': _etag, 'if-modified-since': _since, 'accept-encoding': _encoding, ...fresh } = incoming.headers;
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: changed ? fresh : incoming.headers },
      (answer) => {
        if (!changed) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from('\n// next version\n')]);
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) });
          outgoing.end(body);
        });
      },
    );
    forward.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serveNextVersion: () => {
      nextVersion = true;
    },
    close: () => {
      // The browser keeps its connections open until its context closes; the proxy does not wait for that.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

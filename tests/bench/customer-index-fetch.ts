import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export type Fetched = { status: number; wireBytes: number; bodyBytes: number; gzipped: boolean; ms: number; body: unknown };

/**
 * One GET as a browser makes it (accepting gzip), timed to the last byte, with the bytes that
 * crossed the wire counted apart from the JSON they unpack to.
 */
export const fetchCounted = (baseUrl: string, path: string, token: string) =>
  new Promise<Fetched>((resolve, reject) => {
    const started = performance.now();
    const sent = request(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        const wire = Buffer.concat(chunks);
        const gzipped = response.headers['content-encoding'] === 'gzip';
        const json = gzipped ? gunzipSync(wire) : wire;
        resolve({ status: response.statusCode ?? 0, wireBytes: wire.length, bodyBytes: json.length, gzipped, ms, body: JSON.parse(json.toString('utf8')) });
      });
    });
    sent.on('error', reject);
    sent.end();
  });

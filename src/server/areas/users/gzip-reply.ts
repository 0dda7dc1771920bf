import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this a gzip header costs more than it saves. */
const worthCompressingBytes = 1024;

/**
 * A large JSON answer gzipped for a client that accepts it (every browser), off the event loop;
 * otherwise the body itself, for the route's schema to check and serialise. The server has no
 * compression plugin, and only the device index is big enough on a phone's signal to need one.
 */
export const sendGzipped = async (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
  void reply.header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(body);
  const json = JSON.stringify(body);
  if (json.length < worthCompressingBytes) return reply.send(body);
  return reply.header('content-encoding', 'gzip').type('application/json; charset=utf-8').send(await gzipAsync(json));
};

import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';

/**
 * Cross-origin calls from browsers. The app is served from the API's own origin and needs none, so
 * by default every foreign origin is refused: no Access-Control-Allow-Origin, and its preflight
 * answered 404. CORS_ORIGINS opens the API to the listed origins only (a portal on its own host).
 * Sign-in answers a bearer token and no cookie, so credentials stay off. Registered before the
 * hooks that authenticate and rate-limit, so a preflight, which carries no token, is answered first.
 */
export const registerCors = (app: FastifyInstance, origins: readonly string[]) =>
  app.register(cors, {
    // The allowed origin is echoed back (with Vary: Origin); any other gets none, and its preflight is not handled.
    origin: (origin, callback) => callback(null, origin !== undefined && origins.includes(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
    exposedHeaders: ['retry-after', 'idempotent-replayed', 'content-disposition'],
    maxAge: 600,
  });

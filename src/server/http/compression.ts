import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers are compressed only where a route asks (`compress: {}` in its options): the device's
 * customer index is the one API answer big enough to matter on a phone's signal. The static app is
 * precompressed at build time (scripts/precompress.ts). Brotli first, gzip for the rest.
 */
export const registerCompression = (app: FastifyInstance) => app.register(compress, { global: false, encodings: ['br', 'gzip'] });

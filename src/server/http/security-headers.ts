import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The app's Content-Security-Policy, directive by directive (docs/decisions.md, Security headers).
 * Written out in full, not on top of helmet's defaults: those allow fonts and styles from any
 * https: host and upgrade every request to https, which breaks the product on plain http.
 */
const appCspDirectives = {
  'default-src': ["'self'"],
  // The built bundles and the decoder's worker, which compiles zxing's .wasm. No eval, no inline script.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // Mantine injects <style> elements at run time, and index.html has one: see the decision on nonces.
  'style-src': ["'self'", "'unsafe-inline'"],
  // The label's QR code and a data: icon in Mantine's CSS; uploaded images come from /api/files.
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer: API JSON, errors, 404s, the app's files, sw.js and the wasm.
 * Registered before anything that can answer, since helmet sets them in an onRequest hook.
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives },
    // The app keeps a bearer token; no other site may frame it (X-Frame-Options for old browsers).
    frameguard: { action: 'deny' },
    // The reset link carries its token in the URL, and file links their signature: send no referrer anywhere.
    referrerPolicy: { policy: 'no-referrer' },
    // Ignored by browsers over plain http (localhost, tests); behind TLS it keeps the app on https.
    // Not includeSubDomains: the subdomains of the host it is deployed on are not this product's to pin.
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false },
  });
};

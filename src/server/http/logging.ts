import type { FastifyServerOptions } from 'fastify';

/** A file URL may carry the session token (?token=) or a link's signature; neither may reach the log. */
const scrubUrl = (url: string) => url.replace(/([?&](?:token|signature)=)[^&]*/gi, '$1[redacted]');

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    // No request body is logged (the req serializer below keeps none); these guard a body logged by hand. The card form nests under data.
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.body.password',
      'req.body.card_number',
      'req.body.card_cvv',
      'req.body.data.card_number',
      'req.body.data.card_cvv',
      'body.data.card_number',
      'body.data.card_cvv',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: { method: string; url: string; ip?: string; id: string }) => ({
      id: request.id,
      method: request.method,
      url: scrubUrl(request.url),
      ip: request.ip,
    }),
  },
});

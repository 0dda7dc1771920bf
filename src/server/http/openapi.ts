import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { policyFor } from '../../domain/access';
import { apiPrefix, policyPath } from './access';
import { describeAccess } from './openapi-access';
import { tidyDocument } from './openapi-tidy';

const overview = [
  'The back office, warehouse and customer portal API of Bahamas Freight.',
  '',
  '- **Sign-in**: `POST /api/authenticate` answers a token; send it as `Authorization: Bearer <token>`. No token, or an ended session: 401. A role that may not: 403.',
  '- **Errors** are `{ "error": { "code", "message", "fields"? } }`; a 400 names each bad field in `fields` (`data.email`).',
  '- **Idempotency**: a mutating request may carry `Idempotency-Key`. A retry with the same key and body answers the stored response (header `idempotent-replayed: true`) and changes nothing; the same key with another body is a 409. Sign-in and the calculators store nothing, so they ignore the key.',
  '- **Money** is in dollars with at most two decimals; **dates** are business days in America/Nassau.',
].join('\n');

/**
 * OpenAPI has no wildcard segment. The one wildcard route serves stored files, whose paths are
 * `<order id>/<file name>` (storage/file-store.ts), so it is documented with those two parameters.
 */
const documentedUrls: Record<string, string> = { [`${apiPrefix}/files/*`]: `${apiPrefix}/files/:order/:file` };

/** Each operation's own description, then who may call it, from the same policy the server enforces. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const policy = policyFor(method, policyPath(input.url));
  const description = [schema.description, policy && describeAccess(policy)].filter(Boolean).join('\n\n');
  return { schema: { ...schema, ...(description ? { description } : {}) }, url: documentedUrls[url] ?? url };
};

/** OpenAPI generated from the same zod schemas that validate requests and responses. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bahamas Freight API', version: '1.0.0', description: overview },
      // Relative: whatever address serves this document (localhost, a LAN address, the public name) serves the API.
      servers: [{ url: '/', description: 'The server of this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: (document) => tidyDocument(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};

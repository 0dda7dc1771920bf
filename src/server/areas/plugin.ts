import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';

/** Every area registers its routes through this shape, under /api. */
export type AreaPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;

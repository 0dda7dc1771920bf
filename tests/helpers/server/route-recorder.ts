import type * as FastifyModule from 'fastify';
import type { FastifyContextConfig, FastifySchema } from 'fastify';

export type RecordedRoute = { method: string; url: string; schema: FastifySchema | undefined; config: FastifyContextConfig | undefined };

const recorded = new Map<object, RecordedRoute[]>();

/** Every route an instance made by recordingFastify has added, each method apart, with its schema and config. */
export const routesOf = (instance: object): RecordedRoute[] => recorded.get(instance) ?? [];

/**
 * The fastify module with a factory that records each route as it is added: exactly what buildApp
 * registers, with the zod schemas, which printRoutes' tree cannot give. A test file swaps it in with
 * vi.mock('fastify', async (importOriginal) => (await import('./route-recorder')).recordingFastify(await importOriginal())).
 */
export const recordingFastify = (mod: typeof FastifyModule) => {
  const real = mod.default;
  const recording = ((options?: Parameters<typeof real>[0]) => {
    const instance = real(options);
    const routes: RecordedRoute[] = [];
    recorded.set(instance, routes);
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema, config: route.config });
    });
    return instance;
  }) as typeof real;
  return { ...mod, default: recording, fastify: recording };
};

import type { FastifyInstance } from 'fastify';
import { decideAccess, policyFor } from '../../domain/access';
import { ErrorCode } from '../../domain/errors';
import { AppError } from './app-error';

export const apiPrefix = '/api';

/** The key of a route in the access policy, which names paths without /api. */
export const policyPath = (url: string) => (url.startsWith(apiPrefix) ? url.slice(apiPrefix.length) : url);

/** Routes outside the product API that need no policy entry: the OpenAPI viewer and the app. */
export const isUnpolicedRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/') || !url.startsWith(apiPrefix);

/** Enforces src/domain/access.ts on every API route, and refuses to start with a route it does not cover. */
export const registerAccess = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (isUnpolicedRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!policyFor(method, policyPath(route.url))) throw new Error(`No access policy for ${method} ${route.url}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || isUnpolicedRoute(url)) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const policy = policyFor(method, policyPath(url));
    if (!policy) throw new AppError(ErrorCode.FORBIDDEN, 'This endpoint has no access policy.');
    const decision = decideAccess(policy, request.user, request.params as Record<string, string | undefined>);
    if (decision === 'unauthenticated') throw new AppError(ErrorCode.UNAUTHENTICATED, 'Please sign in.');
    if (decision === 'forbidden') throw new AppError(ErrorCode.FORBIDDEN, 'Your account may not do this.');
    if (decision === 'not-found') throw new AppError(ErrorCode.NOT_FOUND, 'This was not found.');
  });
};

import { decideAccess, type Caller, type EndpointPolicy } from '../../../../src/domain/access';
import { isCustomerType } from '../../../../src/domain/constants';

/** What a cell must answer: a refusal, by its status, or 'ok', anything that is none of them. */
export type Expected = 401 | 403 | 404 | 'ok';

/** The path parameters a route pattern ('/api/users/:id/cart/:invoice', '/api/files/*') takes from a URL. */
export const paramsOf = (pattern: string, url: string): Record<string, string> => {
  const path = url.split('?')[0]!.split('/');
  const params: Record<string, string> = {};
  pattern.split('/').forEach((segment, i) => {
    if (segment === '*') params['*'] = path.slice(i).join('/');
    else if (segment.startsWith(':')) params[segment.slice(1)] = path[i]!;
  });
  return params;
};

/**
 * The policy's decision for the caller, then the ownership rule the services apply on scoped
 * routes: a customer reaching a record that is not theirs is told it does not exist. The URL
 * names the owner's records, so a customer gets through only as the owner.
 */
export const expectedAnswer = (policy: EndpointPolicy, caller: Caller, params: Record<string, string>, ownerId: number): Expected => {
  const decision = decideAccess(policy, caller, params);
  if (decision === 'unauthenticated') return 401;
  if (decision === 'forbidden') return 403;
  if (decision === 'not-found') return 404;
  if (policy.scoped && caller && isCustomerType(caller.account_type) && caller.id !== ownerId) return 404;
  return 'ok';
};

/**
 * A refusal must be exactly that refusal. A cell let through names records that exist, so it may
 * answer anything but 401, 403 and 404 (a 400 or 409 is the route at work), and never a 5xx.
 */
export const agrees = (expected: Expected, status: number) => (expected === 'ok' ? status < 500 && ![401, 403, 404].includes(status) : status === expected);

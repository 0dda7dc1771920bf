import { describe, expect, it } from 'vitest';
import { decideAccess, endpointPolicy, policyFor, type AccessDecision, type Caller, type EndpointKey, type EndpointPolicy } from '../../src/domain/access';
import { accountTypes, type AccountType } from '../../src/domain/constants';

const caller = (account_type: AccountType, special = false, id = 7): Caller => ({ id, account_type, special });
const customers: AccountType[] = ['personal', 'business'];
const staffTypes: AccountType[] = ['admin', 'worker', 'worker-v2', 'accounts', 'basic'];

describe('decideAccess: the rule kinds', () => {
  it('lets everyone, signed in or not, through a public policy', () => {
    const policy: EndpointPolicy = { roles: 'public' };
    expect(decideAccess(policy, null, {})).toBe('allow');
    for (const type of accountTypes) expect(decideAccess(policy, caller(type), {})).toBe('allow');
  });

  it('asks for a sign-in on every other policy, before any role check', () => {
    for (const roles of ['signed-in', ['admin'], []] as const) expect(decideAccess({ roles }, null, {})).toBe('unauthenticated');
  });

  it("lets any account through 'signed-in'", () => {
    for (const type of accountTypes) expect(decideAccess({ roles: 'signed-in' }, caller(type), {})).toBe('allow');
  });

  it('allows exactly the listed account types', () => {
    const policy: EndpointPolicy = { roles: ['admin', 'basic'] };
    for (const type of accountTypes) {
      expect(decideAccess(policy, caller(type), {})).toBe(type === 'admin' || type === 'basic' ? 'allow' : 'forbidden');
    }
  });

  it("'special: also' admits special staff of any type, never special customers", () => {
    const policy: EndpointPolicy = { roles: ['admin'], special: 'also' };
    for (const type of staffTypes) expect(decideAccess(policy, caller(type, true), {})).toBe('allow');
    for (const type of staffTypes.filter((t) => t !== 'admin')) expect(decideAccess(policy, caller(type), {})).toBe('forbidden');
    // A special flag on a customer row must not open staff endpoints.
    for (const type of customers) expect(decideAccess(policy, caller(type, true), {})).toBe('forbidden');
  });

  it("'special: required' needs both a listed type and the capability", () => {
    const policy: EndpointPolicy = { roles: ['admin', 'worker'], special: 'required' };
    expect(decideAccess(policy, caller('admin'), {})).toBe('forbidden');
    expect(decideAccess(policy, caller('admin', true), {})).toBe('allow');
    expect(decideAccess(policy, caller('worker', true), {})).toBe('allow');
    expect(decideAccess(policy, caller('basic', true), {})).toBe('forbidden');
  });

  it("'special: refused' shuts special staff out of an endpoint their type is listed for", () => {
    const policy: EndpointPolicy = { roles: ['admin'], special: 'refused' };
    expect(decideAccess(policy, caller('admin'), {})).toBe('allow');
    expect(decideAccess(policy, caller('admin', true), {})).toBe('forbidden');
    expect(decideAccess(policy, caller('worker', true), {})).toBe('forbidden');
    expect(decideAccess(policy, caller('worker'), {})).toBe('forbidden');
  });

  it('owner rules: customers naming someone else get not-found, staff get forbidden, exempt types pass', () => {
    const policy: EndpointPolicy = { roles: 'signed-in', owner: 'id', ownerExempt: ['admin'] };
    expect(decideAccess(policy, caller('personal', false, 5), { id: '5' })).toBe('allow');
    expect(decideAccess(policy, caller('personal', false, 5), { id: '6' })).toBe('not-found');
    expect(decideAccess(policy, caller('business', false, 5), { id: '6' })).toBe('not-found');
    expect(decideAccess(policy, caller('worker', false, 5), { id: '6' })).toBe('forbidden');
    expect(decideAccess(policy, caller('worker', false, 5), { id: '5' })).toBe('allow');
    expect(decideAccess(policy, caller('admin', false, 5), { id: '6' })).toBe('allow');
  });

  it('treats a missing or non-numeric owner parameter as someone else', () => {
    const policy: EndpointPolicy = { roles: 'signed-in', owner: 'id' };
    expect(decideAccess(policy, caller('personal', false, 5), {})).toBe('not-found');
    expect(decideAccess(policy, caller('personal', false, 5), { id: 'abc' })).toBe('not-found');
    expect(decideAccess(policy, caller('personal', false, 5), { id: '05' })).toBe('allow');
  });
});

type Row = [key: EndpointKey, who: Caller, params: Record<string, string>, expected: AccessDecision];
const me = 7;
const other = { id: '8' };
const self = { id: String(me) };

// Real entries of the policy table, so a change to one of them shows up here.
const rows: Row[] = [
  ['GET /health', null, {}, 'allow'],
  ['GET /locations', null, {}, 'allow'],
  ['GET /customers', null, {}, 'unauthenticated'],
  ['DELETE /orders/:id', caller('admin'), { id: '1' }, 'forbidden'],
  ['DELETE /orders/:id', caller('worker', true), { id: '1' }, 'allow'],
  ['DELETE /orders/:id', caller('admin', true), { id: '1' }, 'allow'],
  ['DELETE /orders/:id', caller('basic', true), { id: '1' }, 'forbidden'],
  ['DELETE /orders/:id', caller('personal', true), { id: '1' }, 'forbidden'],
  ['POST /logs', caller('admin'), {}, 'allow'],
  ['POST /logs', caller('worker', true), {}, 'allow'],
  ['POST /logs', caller('accounts', true), {}, 'allow'],
  ['POST /logs', caller('worker'), {}, 'forbidden'],
  ['POST /logs', caller('worker-v2'), {}, 'forbidden'],
  ['POST /logs', caller('business', true), {}, 'forbidden'],
  ['GET /users/:id/cart', caller('admin'), other, 'allow'],
  ['GET /users/:id/cart', caller('worker-v2'), other, 'allow'],
  ['GET /users/:id/cart', caller('accounts'), self, 'forbidden'],
  ['GET /users/:id/cart', caller('admin'), self, 'allow'],
  ['GET /users/:id/cart', caller('personal'), other, 'not-found'],
  ['GET /users/:id/cart', caller('personal'), self, 'allow'],
  ['POST /users/:id/cart/pay', caller('worker'), self, 'forbidden'],
  ['GET /users/:id/invoices', caller('worker'), other, 'allow'],
  ['GET /users/:id/invoices', caller('basic'), other, 'forbidden'],
  ['GET /users/:id/invoices', caller('business'), other, 'not-found'],
  ['PUT /users/:id', caller('admin'), other, 'allow'],
  ['PUT /users/:id', caller('worker'), other, 'forbidden'],
  ['PUT /users/:id', caller('personal'), self, 'allow'],
  ['GET /invoices/incorrect', caller('admin'), {}, 'forbidden'],
  ['GET /invoices/incorrect', caller('worker-v2', true), {}, 'allow'],
  ['GET /offices', caller('worker'), {}, 'forbidden'],
  ['GET /offices', caller('admin'), {}, 'allow'],
  ['GET /checkpoints', caller('accounts'), {}, 'allow'],
  ['GET /checkpoints', caller('personal'), {}, 'forbidden'],
  ['GET /transactions/daily/v2', caller('worker-v2'), {}, 'allow'],
  ['GET /transactions/daily/v2', caller('worker'), {}, 'forbidden'],
  ['GET /reports/acc', caller('accounts'), {}, 'allow'],
  ['GET /orders/retail', null, {}, 'allow'],
];

describe('decideAccess over the real endpoint policy', () => {
  it.each(rows)('%s for %j with %j → %s', (key, who, params, expected) => {
    expect(decideAccess(endpointPolicy[key], who, params)).toBe(expected);
  });

  it('looks policies up by method and Fastify-style path', () => {
    expect(policyFor('DELETE', '/orders/:id')).toBe(endpointPolicy['DELETE /orders/:id']);
    expect(policyFor('GET', '/orders/123')).toBeUndefined();
    expect(policyFor('PATCH', '/orders/:id')).toBeUndefined();
  });

  it('names only real account types and path parameters that exist in the key', () => {
    for (const [key, policy] of Object.entries(endpointPolicy) as [string, EndpointPolicy][]) {
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/);
      if (Array.isArray(policy.roles)) for (const role of policy.roles) expect(accountTypes).toContain(role);
      if (policy.owner) expect(key).toContain(`:${policy.owner}`);
      if (policy.special === 'required') expect(policy.roles).not.toBe('public');
    }
  });
});

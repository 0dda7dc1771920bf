import { describe, expect, it } from 'vitest';
import { decideScreen, drawerFor, homeScreen, screens, type ScreenName, type Viewer } from '../../src/domain/access-screens';
import { accountTypes, type AccountType } from '../../src/domain/constants';

const as = (account_type: AccountType, special = false): NonNullable<Viewer> => ({ account_type, special });
const redirect = (to: ScreenName) => ({ kind: 'redirect', to });
const allow = { kind: 'allow' };
const names = Object.keys(screens) as ScreenName[];

describe('decideScreen: spec §6 guards of both documents', () => {
  it('sends personal and business users to client.dashboard from every staff screen', () => {
    const staffScreens = names.filter((n) => {
      const audience = screens[n].audience;
      return Array.isArray(audience) && !audience.includes('personal');
    });
    expect(staffScreens.length).toBeGreaterThan(30);
    for (const type of ['personal', 'business'] as const) {
      for (const name of staffScreens) expect(decideScreen(name, as(type)), `${type} on ${name}`).toEqual(redirect('client.dashboard'));
      expect(decideScreen('client.dashboard', as(type))).toEqual(allow);
    }
  });

  it('sends admin, worker and worker-v2 from client.dashboard to orders.index', () => {
    for (const type of ['admin', 'worker', 'worker-v2'] as const) {
      expect(decideScreen('client.dashboard', as(type))).toEqual(redirect('orders.index'));
      expect(decideScreen('orders.index', as(type))).toEqual(allow);
    }
  });

  it('sends accounts users to the accounts EOD report from the operational screens', () => {
    const from: ScreenName[] = ['orders.index', 'order.detail', 'order.edit', 'order.create', 'packages.index', 'packages.in', 'packages.scan',
      'shipments.index', 'shipments.create', 'shipments.edit', 'shipments.show', 'taxes.index', 'credits.index', 'credits.show',
      'customers.index', 'deliveries.index', 'invoice.show'];
    for (const name of from) expect(decideScreen(name, as('accounts')), name).toEqual(redirect('acc.report'));
    expect(decideScreen('acc.report', as('accounts'))).toEqual(allow);
    expect(decideScreen('acc.detail', as('accounts'))).toEqual(allow);
  });

  it('sends basic users to orders.index from order edit/create, scan, packages-in, deliveries, shipments, credits and the client report', () => {
    const from: ScreenName[] = ['order.edit', 'order.create', 'packages.scan', 'packages.in', 'deliveries.index', 'shipments.index',
      'shipments.create', 'shipments.show', 'credits.index', 'credits.show', 'reports.clients'];
    for (const name of from) expect(decideScreen(name, as('basic')), name).toEqual(redirect('orders.index'));
    for (const name of ['orders.index', 'taxes.index', 'acc.report'] as const) expect(decideScreen(name, as('basic')), name).toEqual(allow);
  });

  it('sends worker-v2 home from shipments, checkpoints, workers, offices, customers, reports, credits and logs', () => {
    const home = homeScreen(as('worker-v2'));
    expect(home).toBe('orders.index');
    const from: ScreenName[] = ['shipments.index', 'shipments.show', 'checkpoints.index', 'workers.index', 'offices.index', 'customers.index',
      'reports.index', 'eod.detail', 'credits.index', 'credits.show', 'logs.index'];
    for (const name of from) expect(decideScreen(name, as('worker-v2')), name).toEqual(redirect(home));
    // EOD v2 is the one report worker-v2 may read (finance §6).
    expect(decideScreen('eodv2.report', as('worker-v2'))).toEqual(allow);
    expect(decideScreen('eodv2.detail', as('worker-v2'))).toEqual(allow);
  });

  it('keeps the admin-only screens for admins', () => {
    const adminOnly: ScreenName[] = ['checkpoints.index', 'workers.index', 'offices.index', 'reports.index', 'eod.detail', 'reports.old',
      'reports.unpaid', 'reports.no-invoice', 'reports.clients', 'reports.old-orders', 'admin.dashboard'];
    for (const name of adminOnly) {
      expect(decideScreen(name, as('admin')), name).toEqual(allow);
      for (const type of accountTypes.filter((t) => t !== 'admin')) {
        expect(decideScreen(name, as(type)), `${type} on ${name}`).toEqual(redirect(homeScreen(as(type))));
      }
    }
  });

  it('sends special users from the admin dashboard and customers to orders.index', () => {
    expect(decideScreen('admin.dashboard', as('admin', true))).toEqual(redirect('orders.index'));
    expect(decideScreen('customers.index', as('admin', true))).toEqual(redirect('orders.index'));
    expect(decideScreen('customers.index', as('worker', true))).toEqual(redirect('orders.index'));
    expect(decideScreen('customers.index', as('worker'))).toEqual(allow);
  });

  it('opens the incident report to special users only, and activity logs to admins and special users', () => {
    for (const type of ['admin', 'worker', 'worker-v2'] as const) expect(decideScreen('incident.index', as(type, true))).toEqual(allow);
    expect(decideScreen('incident.index', as('admin'))).toEqual(redirect('orders.index'));
    expect(decideScreen('incident.index', as('personal', true))).toEqual(redirect('client.dashboard'));
    expect(decideScreen('logs.index', as('admin'))).toEqual(allow);
    expect(decideScreen('logs.index', as('worker', true))).toEqual(allow);
    expect(decideScreen('logs.index', as('worker'))).toEqual(redirect('orders.index'));
    expect(decideScreen('logs.index', as('business', true))).toEqual(redirect('client.dashboard'));
  });

  it('sends guests to login from everything but public and guest screens', () => {
    for (const name of names) {
      const audience = screens[name].audience;
      const expected = audience === 'public' || audience === 'guest' ? allow : { kind: 'login' };
      expect(decideScreen(name, null), name).toEqual(expected);
    }
    expect(decideScreen('retail.index', null)).toEqual(allow);
    expect(decideScreen('calculator-v2', null)).toEqual(allow);
  });

  it('sends signed-in users from login and the other guest screens to their home', () => {
    for (const type of accountTypes) {
      for (const name of ['login', 'register', 'password.forget', 'password.reset'] as const) {
        expect(decideScreen(name, as(type)), `${type} on ${name}`).toEqual(redirect(homeScreen(as(type))));
      }
    }
    expect(homeScreen(as('accounts'))).toBe('acc.report');
    expect(homeScreen(as('business'))).toBe('client.dashboard');
    expect(homeScreen(as('basic'))).toBe('orders.index');
  });

  it('closes the packing label and credit detail to personal and business', () => {
    for (const type of ['personal', 'business'] as const) {
      expect(decideScreen('shipping.label', as(type))).toEqual(redirect('client.dashboard'));
      expect(decideScreen('credits.show', as(type))).toEqual(redirect('client.dashboard'));
    }
    expect(decideScreen('shipping.label', as('worker'))).toEqual(allow);
    expect(decideScreen('credits.show', as('worker'))).toEqual(allow);
  });
});

// The drawer tables: portal §2 and finance §2 "Menu entries".
const specDrawer: Record<string, readonly AccountType[]> = {
  'client.dashboard': ['personal', 'business'],
  'orders.index': ['worker', 'admin', 'basic', 'worker-v2'],
  'packages.in': ['worker', 'admin', 'worker-v2'],
  'packages.index': ['admin'],
  'customers.index': ['worker', 'admin'],
  'workers.index': ['admin'],
  'packages.scan': ['admin', 'worker', 'worker-v2'],
  'offices.index': ['admin'],
  'retail.index': ['admin', 'worker-v2'],
  'shipments.index': ['worker', 'admin'],
  'taxes.index': ['worker', 'admin', 'basic', 'worker-v2'],
  'deliveries.index': ['worker', 'admin', 'worker-v2'],
};
const everything = new Set(names);
const drawerScreens = (viewer: NonNullable<Viewer>, available: ReadonlySet<ScreenName> = everything) =>
  drawerFor(viewer, available).map((e) => e.screen);

describe('drawerFor', () => {
  it.each(accountTypes)('gives %s exactly the spec drawer entries', (type) => {
    const expected = Object.entries(specDrawer).filter(([, types]) => types.includes(type)).map(([screen]) => screen).sort();
    const got = drawerScreens(as(type)).filter((s) => s in specDrawer).sort();
    expect(got).toEqual(expected);
  });

  it('never shows an entry whose screen would send the viewer away', () => {
    for (const type of accountTypes) {
      for (const special of [false, true]) {
        for (const screen of drawerScreens(as(type, special))) expect(decideScreen(screen, as(type, special)), `${type} ${screen}`).toEqual(allow);
      }
    }
  });

  it('gives customers only their dashboard and prealerts, special or not', () => {
    expect(drawerScreens(as('personal'))).toEqual(['client.dashboard', 'client.prealerts']);
    expect(drawerScreens(as('business', true))).toEqual(['client.dashboard', 'client.prealerts']);
  });

  it('lets customers open an order (the server answers only their own) but never edit or create one', () => {
    for (const type of ['personal', 'business'] as const) {
      expect(decideScreen('order.detail', as(type))).toEqual(allow);
      expect(decideScreen('order.edit', as(type))).toEqual(redirect('client.dashboard'));
      expect(decideScreen('order.create', as(type))).toEqual(redirect('client.dashboard'));
    }
  });

  it('adds the accounts EOD for accounts users and the special screens for special staff', () => {
    expect(drawerScreens(as('accounts'))).toContain('acc.report');
    expect(drawerScreens(as('worker'))).not.toContain('logs.index');
    expect(drawerScreens(as('worker', true))).toEqual(expect.arrayContaining(['logs.index', 'incident.index']));
    expect(drawerScreens(as('admin'))).not.toContain('incident.index');
    expect(drawerScreens(as('admin', true))).toEqual(expect.arrayContaining(['logs.index', 'incident.index']));
    expect(drawerScreens(as('admin', true))).not.toContain('customers.index');
  });

  it('hides entries whose screen is not available', () => {
    const available = new Set<ScreenName>(['orders.index', 'packages.scan']);
    expect(drawerScreens(as('admin'), available)).toEqual(['orders.index', 'packages.scan']);
    expect(drawerScreens(as('personal'), available)).toEqual([]);
    expect(drawerScreens(as('admin'), new Set())).toEqual([]);
  });
});

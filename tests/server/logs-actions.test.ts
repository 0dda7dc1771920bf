import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screens } from '../../src/domain/access-screens';
import { activitySentences, describeActivity } from '../../src/domain/activity-sentences';
import { routesOf } from '../helpers/server/route-recorder';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

// Every instance records each route as it is added, with its config (route-recorder).
vi.mock('fastify', async (importOriginal) => (await import('../helpers/server/route-recorder')).recordingFastify(await importOriginal()));

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

// Each screen's path as a pattern, ':id' one segment.
const screenPaths = Object.values(screens).map((rule) => new RegExp(`^${rule.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`));
const loggedActions = () => routesOf(app).flatMap((route) => (route.config?.activity ? [{ route: `${route.method} ${route.url}`, action: route.config.activity.action }] : []));

describe('the activity log has a sentence for every action a route logs', () => {
  it('finds the logged routes the app registers', () => {
    const routes = loggedActions().map((r) => r.route);
    for (const known of ['POST /api/orders', 'POST /api/scan', 'POST /api/invoices/:id/approve', 'POST /api/checkpoints']) expect(routes).toContain(known);
  });

  it('describes each of them from activity-sentences.ts', () => {
    const missing = loggedActions().filter((r) => !Object.hasOwn(activitySentences, r.action));
    expect(missing).toEqual([]);
  });

  it("reads each as a lower-case sentence with its number, and links only to the app's screens", () => {
    for (const { action } of loggedActions()) {
      const { activity, link } = describeActivity({ action, entityId: 42, detail: null });
      expect(activity, action).toMatch(/^[a-z]/);
      if (link !== null) expect(screenPaths.some((path) => path.test(link.split('?')[0]!)), `${action}: ${link}`).toBe(true);
    }
  });

  it('falls back to the stored words, lower-cased, for an action no route logs any more', () => {
    expect(describeActivity({ action: 'Reprinted Label', entityId: 7, detail: null })).toEqual({ activity: 'reprinted label #7', link: null });
    expect(describeActivity({ action: 'Cleared Cache', entityId: null, detail: null })).toEqual({ activity: 'cleared cache', link: null });
  });
});

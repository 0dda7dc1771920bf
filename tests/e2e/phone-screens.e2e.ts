import { describe, expect, it } from 'vitest';
import { workerEmail } from '../helpers/e2e/offline-arrange';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession({ viewport: { width: 390, height: 844 } });

/** The warehouse screens a worker uses on a phone all day, each with what shows once it has loaded. */
const screens = [
  ['scan', '/packages/scan', 'Package codes'],
  ['deliveries', '/deliveries', 'Search'],
  ['Packages In', '/packages-in', 'Tracking number'],
  ['orders', '/orders', 'Search'],
  ['create order', '/orders/create/new', 'Vendor'],
  ['create shipment', '/shipments/create/new', 'Carrier'],
  ['shipment detail', '/shipments/1', 'C13 for'],
] as const;

describe('the warehouse screens on a 390 px phone', () => {
  it.each(screens)('%s fits the width, and its buttons and checkboxes are at least 44 px', async (_name, path, ready) => {
    await signInTo(path, workerEmail);
    await page.getByLabel(ready, { exact: false }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });
});

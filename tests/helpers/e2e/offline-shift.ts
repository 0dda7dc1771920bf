import { createCheckpoint, createOrderCustomer, createPackages, freshTrackingNumbers, pickOpenDeliveries, workerEmail } from './offline-arrange';
import { saveReferenceData, takeControl } from './offline-session';
import { uniqueTag } from './order-fixtures';
import { baseUrl, context, page, signInTo } from './session-fixture';

/**
 * What a shift without a connection works on, made online first and the test's alone: a checkpoint
 * ('<label> dock'), labelled packages to scan there, a customer and a vendor ('<label> vendor …')
 * for an order, open deliveries to tick and three fresh tracking numbers to hold.
 */
export const arrangeShift = async (label: string, counts: { packages: number; deliveries: number }) => ({
  checkpoint: await createCheckpoint(baseUrl, `${label} dock`),
  packages: await createPackages(baseUrl, counts.packages),
  customer: await createOrderCustomer(baseUrl),
  deliveries: await pickOpenDeliveries(baseUrl, counts.deliveries),
  trackings: freshTrackingNumbers(3),
  vendor: `${label} vendor ${uniqueTag()}`,
});
type Shift = Awaited<ReturnType<typeof arrangeShift>>;

/**
 * The start of the shift: the worker signs in on the scan screen, the service worker takes the page,
 * the screens save what the shift needs offline, and then the connection goes.
 */
export const startShiftOffline = async ({ checkpoint, customer, deliveries }: Shift) => {
  await signInTo('/packages/scan', workerEmail);
  await takeControl(page, baseUrl);
  await saveReferenceData(page, baseUrl, { checkpoints: [checkpoint.name], customer: customer.full_name, deliveryIds: deliveries.map((delivery) => delivery.id) });
  await context.setOffline(true);
};

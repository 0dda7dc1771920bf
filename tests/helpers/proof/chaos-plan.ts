import type { OrderFormData } from '../../../src/domain/orders';
import { orderForm } from '../app/offline/order-form';
import { barcodeOf } from '../server/orders-factory';

/** One change a device queues offline, with what the server must show for it afterwards. */
export type Change =
  | { kind: 'scan'; checkpoint: number; packageId: number; code: string }
  | { kind: 'package-in'; trackingNumbers: string[] }
  | { kind: 'held-check'; heldPackageId: number }
  | { kind: 'order-create'; data: OrderFormData; marker: string }
  | { kind: 'delivery-tick'; deliveryId: number; deliveredAt: string };

export type ChangeKind = Change['kind'];
export const changeKinds: ChangeKind[] = ['scan', 'package-in', 'held-check', 'order-create', 'delivery-tick'];

/** What one device's worker thread gets: who it is, where the server is, and its queue. */
export type DevicePlan = { device: number; userId: number; token: string; baseUrl: string; changes: Change[] };

/** The records the queued changes refer to, made before the devices go offline. */
export type ChaosFixtures = {
  customerId: number;
  taxId: number;
  /** Packages to scan, each at every scan checkpoint once over the whole run. */
  packageIds: number[];
  heldPackageIds: number[];
  deliveryIds: number[];
};

/** The share of each kind in a device's queue: a warehouse shift is mostly scans. */
export const mix = { scan: 0.6, 'package-in': 0.15, 'held-check': 0.1, 'order-create': 0.1, 'delivery-tick': 0.05 } satisfies Record<ChangeKind, number>;

/** Checkpoints from Miami to customs: none is a release point, where an unpaid order is refused. */
export const scanCheckpoints = [12, 13, 14, 15, 16, 17, 18, 19];

const shuffle = <T>(list: T[], random: () => number) => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
};

/** The device's own part of a list of records, so no two devices change the same one. */
const share = (ids: readonly number[], device: number, count: number) => {
  const part = ids.slice(device * count, (device + 1) * count);
  if (part.length < count) throw new Error('not enough records for the changes of the plan');
  return part;
};

/**
 * Every device's queue. Each scan is a package at a checkpoint no other scan of the run names, so
 * a second tracking event for the pair can only be a change applied twice; each new order and
 * each held package carries a marker of its own for the same reason. Scans come in runs at one
 * checkpoint of 1 to 20 codes, as a worker scans a pile, so the engine batches some and not others.
 */
export const planChanges = (options: { runTag: string; devices: number; perDevice: number; fixtures: ChaosFixtures; random: () => number }) => {
  const { runTag, devices, perDevice, fixtures, random } = options;
  const countOf = (kind: ChangeKind) => Math.round(perDevice * mix[kind]);
  const scanPairs = shuffle(
    fixtures.packageIds.flatMap((packageId) => scanCheckpoints.map((checkpoint) => ({ packageId, checkpoint }))),
    random,
  );
  const queues: Change[][] = [];
  for (let device = 0; device < devices; device++) {
    const scans = scanPairs.splice(0, countOf('scan'));
    if (scans.length < countOf('scan')) throw new Error('not enough packages for the scans of the plan');
    scans.sort((a, b) => a.checkpoint - b.checkpoint);
    const runs: Change[][] = [];
    while (scans.length > 0) {
      runs.push(scans.splice(0, 1 + Math.floor(random() * 20)).map((pair) => ({ kind: 'scan', ...pair, code: barcodeOf(pair.packageId) })));
    }
    const others: Change[][] = [];
    for (let i = 0; i < countOf('package-in'); i++) {
      const size = 1 + Math.floor(random() * 3);
      others.push([{ kind: 'package-in', trackingNumbers: Array.from({ length: size }, (_, n) => `${runTag}-D${device}-P${i}-${n}`) }]);
    }
    for (const heldPackageId of share(fixtures.heldPackageIds, device, countOf('held-check'))) others.push([{ kind: 'held-check', heldPackageId }]);
    for (let i = 0; i < countOf('order-create'); i++) {
      const marker = `${runTag} device ${device} order ${i}`;
      others.push([{ kind: 'order-create', marker, data: { ...orderForm(fixtures.customerId, fixtures.taxId), comments: marker } }]);
    }
    for (const deliveryId of share(fixtures.deliveryIds, device, countOf('delivery-tick'))) {
      others.push([{ kind: 'delivery-tick', deliveryId, deliveredAt: new Date(Date.now() - Math.floor(random() * 3_600_000)).toISOString() }]);
    }
    queues.push(shuffle([...runs, ...others], random).flat());
  }
  return queues;
};

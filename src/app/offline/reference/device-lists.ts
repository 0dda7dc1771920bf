import type * as z from 'zod/mini';
import type { ScreenName } from '../../../domain/access';
import { zCheckpoint } from '../../../domain/checkpoints';
import { listOf } from '../../../domain/common';
import { zDeliveriesPage } from '../../../domain/deliveries';
import { zPackageInsList } from '../../../domain/package-ins';
import { zPickup } from '../../../domain/pickups';
import { zTax } from '../../../domain/taxes';
import { checkpointsApi } from '../../api/checkpoints';
import { deliveriesApi } from '../../api/deliveries';
import { packageInsApi } from '../../api/package-ins';
import { pickupsApi } from '../../api/pickups';
import { taxesApi } from '../../api/taxes';
import { zCustomerIndexCopy } from '../customer-index/merge';
import { customerIndexKey, syncCustomerIndex } from '../customer-index/sync';

export type DeviceList<T> = {
  /** What the sync panel calls it. */
  label: string;
  fetch: () => Promise<T>;
  schema: z.core.$ZodType<T>;
  /** The screen that needs it offline: only users who may open that screen keep a copy. */
  screen: ScreenName;
  /** Past this age the copy is fetched again while online; docs/decisions.md says why each is what it is. */
  freshForMs: number;
};

const minutes = (n: number) => n * 60_000;
const deviceList = <T>(list: DeviceList<T>) => list;

/**
 * A copy saved before checkpoints said whether they are release points reads as none of them
 * being one, rather than as no copy: offline, the scan screen still lists them, and only its
 * release-point hint is missing (the server applies the gate itself).
 */
const zSavedCheckpoint = zCheckpoint.extend({ releases: zCheckpoint.shape.releases.default(false) });

/** The server's largest page of tariffs: the whole list, searched inside the order form's select. */
const allCategories = 1000;

/**
 * Every list a warehouse screen needs without a connection, each saved on the device under its
 * name, with the one fetcher and schema that every screen reading it shares. They are fetched at
 * sign-in, whenever the connection returns, and once older than freshForMs (useDeviceListsRefresh),
 * so a worker who signs in and walks straight into the yard has them all.
 */
export const deviceLists = {
  checkpoints: deviceList({ label: 'Checkpoints', fetch: () => checkpointsApi.list(), schema: listOf(zSavedCheckpoint), screen: 'packages.scan', freshForMs: minutes(60) }),
  'deliveries-today': deviceList({
    label: 'Deliveries',
    // The first page, undelivered first: today's and outstanding stops.
    fetch: () => deliveriesApi.list({ page: 1 }),
    schema: zDeliveriesPage,
    screen: 'deliveries.index',
    freshForMs: minutes(5),
  }),
  'package-ins': deviceList({ label: 'Held packages', fetch: () => packageInsApi.list(), schema: zPackageInsList, screen: 'packages.in', freshForMs: minutes(5) }),
  // Every customer, so the order form's select can search them offline; after the first fetch only the changes come.
  [customerIndexKey]: deviceList({ label: 'Customers', fetch: syncCustomerIndex, schema: zCustomerIndexCopy, screen: 'order.create', freshForMs: minutes(60) }),
  taxes: deviceList({ label: 'Tax categories', fetch: () => taxesApi.list('', allCategories), schema: listOf(zTax), screen: 'order.create', freshForMs: minutes(60) }),
  pickups: deviceList({ label: 'US pickups', fetch: () => pickupsApi.list(), schema: listOf(zPickup), screen: 'order.create', freshForMs: minutes(60) }),
};

export type DeviceListName = keyof typeof deviceLists;
export type DeviceListData<N extends DeviceListName> = (typeof deviceLists)[N] extends DeviceList<infer T> ? T : never;

export const deviceListNames = Object.keys(deviceLists) as DeviceListName[];

import { decideScreen, type ScreenName, type Viewer } from '../../../domain/access';
import { deviceListNames, deviceLists, type DeviceListName } from './device-lists';

/** The screens whose changes queue on the device: scans, held-package intake and checks, new orders, delivery ticks. */
const queueingScreens = ['packages.scan', 'packages.in', 'order.create', 'deliveries.index'] as const satisfies readonly ScreenName[];

const mayOpen = (screen: ScreenName, viewer: Viewer) => decideScreen(screen, viewer).kind === 'allow';

/** Whether this user can queue anything offline: only they see the sync indicator and keep device lists. */
export const canQueueOffline = (viewer: Viewer) => queueingScreens.some((screen) => mayOpen(screen, viewer));

/** The device lists this user's screens need. */
export const deviceListsFor = (viewer: Viewer): DeviceListName[] => deviceListNames.filter((name) => mayOpen(deviceLists[name].screen, viewer));

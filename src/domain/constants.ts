export const customerTypes = ['personal', 'business'] as const;
export const staffTypes = ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const;
export const accountTypes = [...customerTypes, ...staffTypes] as const;
export type CustomerType = (typeof customerTypes)[number];
export type StaffType = (typeof staffTypes)[number];
export type AccountType = (typeof accountTypes)[number];

/** "Staff" in the spec: the three types that run the warehouse and the office. */
export const warehouseStaff = ['admin', 'worker', 'worker-v2'] as const satisfies readonly StaffType[];

/** Types an admin may give a new worker (spec §5, worker creation). */
export const workerCreateTypes = ['admin', 'worker-v2', 'basic'] as const satisfies readonly StaffType[];
export const defaultWorkerCreateType = 'worker-v2';

export const isCustomerType = (type: AccountType): type is CustomerType =>
  (customerTypes as readonly string[]).includes(type);

export const locations = [
  { id: 1, name: 'Madeira' },
  { id: 2, name: 'Harbor Bay' },
] as const;
export const defaultLocationId = 2;
export const defaultIslandId = 10;

export const checkpointIds = { receivedMiami: 12, onTheWay: 17 } as const;
/** 'Arrived in Nassau': a shipment's packages are scanned in here, and its report counts them arrived. */
export const arrivalCheckpointId = 18;
/** The pickup counters (Madeira, Harbor Bay): a package waiting at one is charged storage after the free days. */
export const pickupCounterCheckpoints = [20, 21] as const;
/** Out for delivery (22) and Delivered (23): a package at one has left the forwarder's hands. */
export const releasedCheckpoints = [22, 23] as const;
/** 'Delivered': a package here has reached its customer. */
export const deliveredCheckpointId = 23;

export const passwordMinLength = 8;
export const workersListLimit = 50;
export const customersPageSize = 12;
export const tokenLifetimeSeconds = 12 * 60 * 60;
export const resetTokenLifetimeMs = 60 * 60 * 1000;
export const resetMailsPerHour = 5;
/** Reset links asked for from one address per hour, to any inboxes (docs/decisions.md). */
export const resetRequestsPerHour = 10;
/** Sign-ins from one address that do not succeed, to any accounts, before that address must wait (docs/decisions.md). */
export const loginFailureLimit = 10;
/** Different addresses failing to sign in to one account before the account itself is locked. */
export const loginLockAddresses = 5;
export const loginFailureWindowMs = 15 * 60 * 1000;
/** Registration requests from one address per hour, unless an admin sends them (docs/decisions.md). */
export const registrationsPerHour = 20;
export const idleTimeoutMs = 900_000;
export const snackbarTimeoutMs = 4000;
export const searchDebounceMs = 500;
export const drawerWidth = 220;
/** Special users see the package-stats dialog this long after the app loads (both specs, §9 / constants). */
export const packageStatsDelayMs = 2_500;
export const businessTimeZone = 'America/Nassau';

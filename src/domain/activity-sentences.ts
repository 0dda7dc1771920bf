import { screens } from './access-screens';

/**
 * What the log knows of one activity row when it is read: the row itself and the names the server
 * looked up for it then (a scan's checkpoint is stored as an id; a renamed checkpoint reads under
 * its current name).
 */
export type ActivityFacts = {
  action: string;
  entityId: number | null;
  detail: Record<string, unknown> | null;
  /** The name of the checkpoint in a scan's detail; null when it is gone. */
  checkpointName?: string | null;
  /** Which list an end-of-day report belongs to, for its detail path; null when it is gone. */
  eodKind?: 'eod' | 'acc' | null;
};

export type ActivitySentence = { activity: string; link: string | null };

type Describe = (facts: ActivityFacts) => ActivitySentence;

const numbered = (noun: string, id: number | null) => (id === null ? noun : `${noun} #${id}`);
const pathOf = (path: string, id: number | null) => (path.includes(':id') ? (id === null ? null : path.replace(':id', String(id))) : path);

/**
 * "<verb> <noun> #id <tail>", linked to `path` (':id' is the row's entity id); no path when the
 * entity has no screen or is gone.
 */
const phrase =
  (verb: string, noun: string, path: string | null = null, tail = ''): Describe =>
  ({ entityId }) => ({ activity: `${verb} ${numbered(noun, entityId)}${tail}`.trim(), link: path === null ? null : pathOf(path, entityId) });

const customerSearch = ({ entityId }: ActivityFacts) => (entityId === null ? null : `${screens['customers.index'].path}?search=${entityId}`);

const aboutCustomer =
  (verb: string, noun: string, tail = ''): Describe =>
  (facts) => ({ activity: `${verb} ${numbered(noun, facts.entityId)}${tail}`, link: customerSearch(facts) });

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** "scanned 37 packages at Nassau arrival": the count and checkpoint the scan route stored (scan/routes.ts). */
const scanned: Describe = ({ detail, checkpointName }) => {
  const packages = count(detail?.count);
  const what = packages === null ? 'packages' : `${packages} ${packages === 1 ? 'package' : 'packages'}`;
  const checkpointId = count(detail?.checkpoint);
  const where = checkpointName ?? (checkpointId === null ? null : `checkpoint #${checkpointId}`);
  return { activity: where === null ? `scanned ${what}` : `scanned ${what} at ${where}`, link: null };
};

const eodPaths = { eod: screens['eod.detail'].path, acc: screens['acc.detail'].path } as const;

const eodReport: Describe = ({ entityId, eodKind }) => ({
  activity: `created ${numbered('end-of-day report', entityId)}`,
  link: eodKind ? pathOf(eodPaths[eodKind], entityId) : null,
});

const order = screens['order.detail'].path;
const invoice = screens['invoice.show'].path;
const shipment = screens['shipments.show'].path;
const packageLabel = screens['shipping.label'].path;
const taxes = screens['taxes.index'].path;
const checkpoints = screens['checkpoints.index'].path;
const offices = screens['offices.index'].path;
const workers = screens['workers.index'].path;
const packagesIn = screens['packages.in'].path;
const pickups = screens['us-pickups.index'].path;

/**
 * The sentence of every action a route logs today (each `activityOn(entity)(action)` in
 * src/server/areas): what the staff member did, read after their name, and the app path of the
 * entity when it has a screen. A test walks the registered routes and fails on an action missing here.
 */
export const activitySentences: Record<string, Describe> = {
  // Orders and their files
  'Created order': phrase('created', 'order', order),
  'Updated order': phrase('updated', 'order', order),
  'Deleted order': phrase('deleted', 'order'),
  'Opened order': phrase('reopened', 'order', order),
  'Closed order': phrase('closed', 'order', order),
  'Toggled order on sheet': phrase('toggled', 'order', order, ' on the sheet'),
  'Approved order for sale': phrase('approved', 'order', order, ' for sale'),
  'Created manual invoice': phrase('created a manual invoice for', 'order', order),
  'Uploaded invoice file': phrase('uploaded an invoice file to', 'order', order),
  'Removed invoice file': phrase('removed the invoice file of', 'order', order),
  'Uploaded order images': phrase('uploaded images to', 'order', order),
  'Deleted order image': phrase('deleted', 'order image'),
  // Invoices, carts and payments
  'Generated invoice': phrase('generated', 'invoice', invoice),
  'Set invoice type': phrase('set the type of', 'invoice', invoice),
  'Approved invoice': phrase('approved', 'invoice', invoice),
  'Unapproved invoice': phrase('unapproved', 'invoice', invoice),
  'Paid invoice': phrase('marked', 'invoice', invoice, ' paid'),
  'Changed invoice fees': phrase('changed the fees of', 'invoice', invoice),
  'Added invoice to cart': aboutCustomer('added an invoice to the cart of', 'customer'),
  'Removed invoice from cart': aboutCustomer('removed an invoice from the cart of', 'customer'),
  'Paid cart': ({ entityId }) => ({ activity: entityId === null ? 'paid their own cart at the counter' : `paid the cart of customer #${entityId}`, link: null }),
  'Recorded CC payment': phrase('recorded', 'CC payment', screens['credits.show'].path),
  'Created end-of-day report': eodReport,
  // Warehouse
  'Scanned packages': scanned,
  'Held packages': phrase('recorded', 'held packages entry', packagesIn),
  'Deleted held packages': phrase('deleted', 'held packages entry'),
  'Checked held package': phrase('checked', 'held package', packagesIn),
  Delivered: phrase('marked', 'delivery', screens['deliveries.index'].path, ' delivered'),
  'Created pickup': phrase('created', 'US pickup', pickups),
  'Updated pickup': phrase('updated', 'US pickup', pickups),
  'Filed prealert': phrase('filed', 'prealert'),
  'Withdrew prealert': phrase('withdrew', 'prealert'),
  // Shipments and their packages
  'Created shipment': phrase('created', 'shipment', shipment),
  'Updated shipment': phrase('updated', 'shipment', shipment),
  'Saved shipment calculations': phrase('saved the calculations of', 'shipment', shipment),
  'Attached files to shipment': phrase('attached files to', 'shipment', shipment),
  'Sent arrival notices': phrase('sent the arrival notices of', 'shipment', shipment),
  'Sent arrival notice': phrase('sent the arrival notice of', 'package', packageLabel),
  'Added C13': phrase('added C13 to', 'package', packageLabel),
  'Removed C13': phrase('removed C13 from', 'package', packageLabel),
  'Added QuickBooks entry': phrase('added a QuickBooks entry to', 'package', packageLabel),
  // People
  'Created user': aboutCustomer('registered', 'customer'),
  'Updated user': aboutCustomer('updated the account of', 'user'),
  'Toggled fraud flag on user': aboutCustomer('toggled the fraud flag of', 'customer'),
  'Created worker': phrase('created', 'worker', workers),
  'Retired worker': phrase('retired', 'worker', workers),
  // Reference lists
  'Created tax category': phrase('created', 'tax category', taxes),
  'Updated tax category': phrase('updated', 'tax category', taxes),
  'Deleted tax category': phrase('deleted', 'tax category'),
  'Added rate version': phrase('added', 'rate version', screens['rates.index'].path),
  'Removed rate version': phrase('removed', 'rate version'),
  'Created checkpoint': phrase('created', 'checkpoint', checkpoints),
  'Updated checkpoint': phrase('updated', 'checkpoint', checkpoints),
  'Deleted checkpoint': phrase('deleted', 'checkpoint'),
  'Created office': phrase('created', 'office', offices),
  'Updated office': phrase('updated', 'office', offices),
  'Deleted office': phrase('deleted', 'office'),
  'Changed Miami warehouse address': phrase('changed', 'the Miami warehouse address', offices),
};

/** An action no route logs any more (an old row): its own words, lower-cased, with the entity's number. */
const fallback: Describe = ({ action, entityId }) => ({ activity: numbered(action.toLowerCase(), entityId), link: null });

export const describeActivity = (facts: ActivityFacts): ActivitySentence => (Object.hasOwn(activitySentences, facts.action) ? activitySentences[facts.action]! : fallback)(facts);

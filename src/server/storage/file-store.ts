import type { Readable } from 'node:stream';

/**
 * The only shapes a stored path can have: `<orderId>/<uuid>.<ext>` for an order's files,
 * `s<shipmentId>/<uuid>.<ext>` for a shipment's and `p<customerId>/<uuid>.<ext>` for a customer's
 * prealert invoices. Anything else (.., absolute paths, encoded slashes, other names) is not a
 * stored file, so it can never reach the store.
 */
const storedPathPattern = /^[sp]?[1-9]\d{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|jpeg|pdf|doc)$/;

export const isStoredPath = (path: string) => storedPathPattern.test(path);

/** What a stored upload turned out to be: its size, its first bytes and a SHA-256 of all of them. */
export type WrittenFile = { size: number; head: Buffer; digest: string };

/**
 * Where order files live, by stored path. The local disk is the one implementation today; object
 * storage, for more than one API machine, would be another behind the same five calls.
 */
export type FileStore = {
  /** A path for a new file in the folder (an order's id, or a shipment's folder), never used before. */
  newPath: (folder: number | string, extension: string) => string;
  /** Stores the whole stream; a failed write leaves nothing behind. */
  write: (path: string, source: Readable) => Promise<WrittenFile>;
  /** Removes the file; a file already gone is no error. */
  remove: (path: string) => Promise<void>;
  /** The file's size, or undefined when it is not stored. */
  sizeOf: (path: string) => Promise<number | undefined>;
  read: (path: string) => Readable;
};

/** Where a shipment's attachments are kept: apart from any order's files, and known by its first letter. */
export const shipmentFolder = (shipmentId: number) => `s${shipmentId}`;

export const isShipmentPath = (path: string) => path.startsWith('s');

/** Where a customer's prealert invoices are kept until an order takes them over. */
export const prealertFolder = (customerId: number) => `p${customerId}`;

export const isPrealertPath = (path: string) => path.startsWith('p');

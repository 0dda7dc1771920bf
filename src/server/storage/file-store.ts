import type { Readable } from 'node:stream';

/**
 * The only shape a stored path can have: `<orderId>/<uuid>.<ext>`. Anything else (.., absolute
 * paths, encoded slashes, other names) is not a stored file, so it can never reach the store.
 */
const storedPathPattern = /^[1-9]\d{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|jpeg|pdf|doc)$/;

export const isStoredPath = (path: string) => storedPathPattern.test(path);

/** What a stored upload turned out to be: its size, its first bytes and a SHA-256 of all of them. */
export type WrittenFile = { size: number; head: Buffer; digest: string };

/**
 * Where order files live, by stored path. The local disk is the one implementation today; object
 * storage, for more than one API machine, would be another behind the same five calls.
 */
export type FileStore = {
  /** A path for a new file of the order, never used before. */
  newPath: (orderId: number, extension: string) => string;
  /** Stores the whole stream; a failed write leaves nothing behind. */
  write: (path: string, source: Readable) => Promise<WrittenFile>;
  /** Removes the file; a file already gone is no error. */
  remove: (path: string) => Promise<void>;
  /** The file's size, or undefined when it is not stored. */
  sizeOf: (path: string) => Promise<number | undefined>;
  read: (path: string) => Readable;
};

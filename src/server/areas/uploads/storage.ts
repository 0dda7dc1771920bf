import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signatureLength } from '../../../domain/uploads';

/**
 * The only shape a stored path can have: `<orderId>/<uuid>.<ext>`. Anything else (.., absolute
 * paths, encoded slashes, other names) is not a stored file, so it can never reach the disk.
 */
const storedPathPattern = /^[1-9]\d{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|jpeg|pdf|doc)$/;

export const isStoredPath = (path: string) => storedPathPattern.test(path);

/** What a stored upload turned out to be: its size, its first bytes and a SHA-256 of all of them. */
export type WrittenFile = { size: number; head: Buffer; digest: string };

/** Order files on local disk under `<dataDir>/uploads`; object storage would take this shape's place. */
export const createFileStore = (dataDir: string) => {
  const root = resolve(dataDir, 'uploads');
  const absolute = (path: string) => {
    if (!isStoredPath(path)) throw new Error(`Not a stored file path: ${path}`);
    return join(root, path);
  };

  const remove = async (path: string) => rm(absolute(path), { force: true });

  return {
    newPath: (orderId: number, extension: string) => `${orderId}/${randomUUID()}.${extension}`,

    /**
     * Streams the upload to disk, keeping its first bytes for the content check and hashing all of
     * them on the way (beside the disk write the hash costs little); a failed write leaves nothing.
     */
    write: async (path: string, source: Readable): Promise<WrittenFile> => {
      const target = absolute(path);
      await mkdir(dirname(target), { recursive: true });
      let head = Buffer.alloc(0);
      let size = 0;
      const hash = createHash('sha256');
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < signatureLength) head = Buffer.concat([head, chunk]).subarray(0, signatureLength);
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, measure, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await remove(path);
        throw error;
      }
      return { size, head, digest: hash.digest('hex') };
    },

    remove,

    /** The file's size, or undefined when it is not on disk. */
    sizeOf: async (path: string) => {
      try {
        return (await stat(absolute(path))).size;
      } catch {
        return undefined;
      }
    },

    read: (path: string) => createReadStream(absolute(path)),
  };
};
export type FileStore = ReturnType<typeof createFileStore>;

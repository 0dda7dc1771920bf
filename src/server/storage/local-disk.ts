import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { signatureLength } from '../../domain/uploads';
import { isStoredPath, type FileStore, type WrittenFile } from './file-store';

/** Order and shipment files on local disk under `<dataDir>/uploads`. */
export const createLocalFileStore = (dataDir: string): FileStore => {
  const root = resolve(dataDir, 'uploads');
  const absolute = (path: string) => {
    if (!isStoredPath(path)) throw new Error(`Not a stored file path: ${path}`);
    return join(root, path);
  };

  const remove = async (path: string) => rm(absolute(path), { force: true });

  return {
    newPath: (folder, extension) => `${folder}/${randomUUID()}.${extension}`,

    /**
     * Streams the upload to disk, keeping its first bytes for the content check and hashing all of
     * them on the way (beside the disk write the hash costs little).
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

    sizeOf: async (path) => {
      try {
        return (await stat(absolute(path))).size;
      } catch {
        return undefined;
      }
    },

    read: (path) => createReadStream(absolute(path)),
  };
};

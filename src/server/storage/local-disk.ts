import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStoredPath, type FileStore, type WrittenFile } from './file-store';
import { measuring } from './measure';

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

    /** Streams the upload to disk, measuring it on the way. */
    write: async (path: string, source: Readable): Promise<WrittenFile> => {
      const target = absolute(path);
      await mkdir(dirname(target), { recursive: true });
      const measure = measuring();
      try {
        await pipeline(source, measure.stream, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await remove(path);
        throw error;
      }
      return measure.written();
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

import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { signatureLength } from '../../domain/uploads';
import type { WrittenFile } from './file-store';

/**
 * A pass-through that measures an upload on its way to the store: its size, its first bytes (for
 * the content check) and a SHA-256 of all of them, which beside the write costs little.
 */
export const measuring = () => {
  let head = Buffer.alloc(0);
  let size = 0;
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < signatureLength) head = Buffer.concat([head, chunk]).subarray(0, signatureLength);
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, written: (): WrittenFile => ({ size, head, digest: hash.digest('hex') }) };
};

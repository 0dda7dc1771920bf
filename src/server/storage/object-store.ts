import { randomUUID } from 'node:crypto';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isStoredPath, type FileStore, type WrittenFile } from './file-store';
import { measuring } from './measure';

/**
 * An S3-compatible bucket (S3_BUCKET and the rest, config.ts). Credentials come from the SDK's own
 * chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role) unless given.
 */
export type ObjectStoreConfig = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Bucket in the path rather than the host name, as MinIO and other self-hosted servers want. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several deployments' files. */
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Collects a stream into one buffer: uploads stop at 10 MB each (the multipart limit), so memory holds them. */
const collected = async (source: Readable, measure: ReturnType<typeof measuring>) => {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await pipeline(source, measure.stream, sink);
  return Buffer.concat(chunks);
};

/**
 * Order and shipment files as objects in a bucket, under the same stored paths as on disk, for
 * API processes on more than one machine. An object is only put once its whole upload has arrived,
 * so a failed upload leaves nothing behind.
 */
export const createObjectFileStore = (config: ObjectStoreConfig): FileStore => {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const keyOf = (path: string) => {
    if (!isStoredPath(path)) throw new Error(`Not a stored file path: ${path}`);
    return `${config.prefix}${path}`;
  };

  return {
    newPath: (folder, extension) => `${folder}/${randomUUID()}.${extension}`,

    write: async (path: string, source: Readable): Promise<WrittenFile> => {
      const Key = keyOf(path);
      const measure = measuring();
      const body = await collected(source, measure);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length }));
      return measure.written();
    },

    // S3 answers a delete of a missing key as a success.
    remove: async (path) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
    },

    sizeOf: async (path) => {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(path) }))).ContentLength;
      } catch (error) {
        if (error instanceof NotFound) return undefined;
        throw error;
      }
    },

    /** The object's bytes as they arrive; the stream fails if the object cannot be fetched. */
    read: (path) => {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: keyOf(path) }))
        .then((answer) => pipeline(answer.Body as Readable, out))
        .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
      return out;
    },
  };
};

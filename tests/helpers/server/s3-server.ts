import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '../../../src/server/storage/object-store';

/**
 * A real S3-compatible server on loopback (s3rver: the S3 REST API over a folder), with one bucket,
 * and the configuration that points the object store at it, as S3_ENDPOINT and
 * S3_FORCE_PATH_STYLE would for a self-hosted server.
 */
export const startS3Server = async (bucket = 'freight-uploads') => {
  const directory = mkdtempSync(join(tmpdir(), 'freight-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config: ObjectStoreConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix: 'test/',
    // s3rver's own fixed key pair: it checks request signatures as S3 does.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    config,
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

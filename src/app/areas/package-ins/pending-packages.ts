import { normalizeScannedCode } from '../../../domain/barcode';
import { heldPackagesMax, heldTrackingMaxLength, packageInMessages } from '../../../domain/package-ins';
import { readTracking } from './read-tracking';

/** A tracking number waiting to be held, with what the app could tell about it. */
export type PendingPackage = { tracking_number: string; carrier: string | null; warning: string | null };

export type AddOutcome = { ok: true; list: PendingPackage[]; added: PendingPackage } | { ok: false; error: string };

export const pendingMessages = {
  tooLong: `At most ${heldTrackingMaxLength} characters`,
  full: `At most ${heldPackagesMax} packages at once: hold these first`,
  repeated: packageInMessages.repeated,
} as const;

/**
 * Adds what the tracking box or a scanner read: normalised first, so the same number typed with
 * spaces or read with a scanner prefix is caught as a repeat. Nothing when the box was empty.
 */
export const addPending = (list: readonly PendingPackage[], raw: string): AddOutcome | null => {
  const code = normalizeScannedCode(raw);
  if (!code) return null;
  const tracking = readTracking(code);
  if (tracking.number.length > heldTrackingMaxLength) return { ok: false, error: pendingMessages.tooLong };
  if (list.some((pkg) => pkg.tracking_number === tracking.number)) return { ok: false, error: pendingMessages.repeated };
  if (list.length >= heldPackagesMax) return { ok: false, error: pendingMessages.full };
  const added: PendingPackage = { tracking_number: tracking.number, carrier: tracking.carrier, warning: tracking.warning };
  return { ok: true, list: [...list, added], added };
};

export const removePending = (list: readonly PendingPackage[], trackingNumber: string) => list.filter((pkg) => pkg.tracking_number !== trackingNumber);

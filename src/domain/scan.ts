import { z } from 'zod';
import { dateTimeField, pgIntegerMax, zIdNumber } from './fields';
import { SCAN_BATCH_MAX } from './scan-batch';

export { SCAN_BATCH_MAX, scanStatuses, zScanResult, type ScanResult, type ScanStatus } from './scan-batch';

/** Server duplicate window: the same package at the same checkpoint within this long of another scan there. */
export const SCAN_DEDUPE_WINDOW_MS = 10 * 60 * 1000;
/** Camera and wedge scanners count the same code within this long once. */
export const SCANNER_DEDUPE_MS = 2000;
/** A scan that happened more than this long before the server received it was queued offline. */
export const SCAN_OFFLINE_AFTER_MS = 60 * 1000;

const zDeviceTime = dateTimeField('Must be an ISO 8601 date and time');

/**
 * The longest code a scan takes. Real ones are far shorter (a FedEx barcode 34 characters, a GS1-128
 * label 48, ours 12); without a limit a megabyte of text was read, looked up and echoed back.
 */
export const SCAN_CODE_MAX = 100;
const zCodeText = z.string({ error: 'Each code must be text' }).max(SCAN_CODE_MAX, { error: `A code is at most ${SCAN_CODE_MAX} characters` });

/** A code as typed or scanned; an object entry carries its own device time (the offline queue sends those). */
export const zScanCode = z.union([zCodeText, z.object({ code: zCodeText, occurred_at: zDeviceTime })], {
  error: 'Each code must be text or { code, occurred_at }',
});
export type ScanCode = z.infer<typeof zScanCode>;

/** The spec's scan form sends its text area as it is: one code per row, any line break, blank rows left out. */
const rowsOfText = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/\r\n|\r|\n/)
        .map((row) => row.trim())
        .filter((row) => row !== '')
    : value;

/** A list of codes as the app sends it, or the spec form's text, whose rows then pass the same checks as a list. */
const zQrcodes = z
  .preprocess(
    rowsOfText,
    z
      .array(zScanCode, { error: 'Codes are required' })
      .min(1, { error: 'Enter at least one code' })
      .max(SCAN_BATCH_MAX, { error: `At most ${SCAN_BATCH_MAX} codes at once` }),
  )
  .describe("A list of codes, or the scan form's text with one code per row");

/**
 * POST /scan (portal spec §7). String entries take data.occurred_at, or the server's time when
 * there is none. userID must be the signed-in user: a scan is recorded under its scanner's name.
 * Either way qrcodes arrives at the service as a list.
 */
export const zScanBody = z
  .object({
    userID: z.number({ error: 'userID is required' }).int({ error: 'userID must be a user id' }).max(pgIntegerMax, { error: 'userID must be a user id' }),
    data: z.object(
      {
        checkpoint: zIdNumber('Checkpoint is required'),
        qrcodes: zQrcodes,
        occurred_at: zDeviceTime.optional(),
      },
      { error: 'data is required' },
    ),
  })
  .meta({ id: 'ScanBody' });
export type ScanBody = z.infer<typeof zScanBody>;

export const scanMessages = {
  success: 'Your packages were successfully scanned.',
  failure: 'There was an issue scanning these packages.',
  checkpointMissing: 'This checkpoint no longer exists. Choose another checkpoint and scan again.',
  ownNameOnly: 'Scans are recorded under your own name: userID must be your own id.',
  unpaid: 'Not paid: take payment before releasing this package.',
} as const;

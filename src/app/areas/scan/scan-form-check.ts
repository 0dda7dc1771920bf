import { SCAN_BATCH_MAX } from '../../../domain/scan';

/** Spec §5, Scan form: checkpoint and codes are required. */
export const scanFormMessages = {
  checkpoint: 'Checkpoint is required',
  codes: 'Package codes are required',
  tooMany: `At most ${SCAN_BATCH_MAX} codes per submit`,
} as const;

export type ScanFormErrors = { checkpoint?: string; codes?: string };

export const checkScanForm = ({ checkpoint, codes }: { checkpoint: number | null; codes: readonly string[] }): ScanFormErrors => {
  const errors: ScanFormErrors = {};
  if (checkpoint === null) errors.checkpoint = scanFormMessages.checkpoint;
  if (codes.length === 0) errors.codes = scanFormMessages.codes;
  else if (codes.length > SCAN_BATCH_MAX) errors.codes = scanFormMessages.tooMany;
  return errors;
};

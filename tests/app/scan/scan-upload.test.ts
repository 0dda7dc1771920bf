import { describe, expect, it } from 'vitest';
import { scanMessages, type ScanStatus } from '../../../src/domain/scan';
import { checkScanForm, scanFormMessages } from '../../../src/app/areas/scan/scan-form-check';
import { describeUpload } from '../../../src/app/areas/scan/scan-upload';

const at = '2026-03-04T10:00:00.000Z';
const payload = { checkpoint: 3, codes: ['BF0000001010', 'BF0000002028', 'NOPE1'].map((code) => ({ code, occurred_at: at })) };
const row = (over: Partial<Pick<Parameters<typeof describeUpload>[0], 'status' | 'result' | 'lastError'>>) => ({ status: 'pending' as const, payload, result: null, lastError: null, ...over });
const answer = (statuses: Record<string, ScanStatus>) => ({
  results: Object.entries(statuses).map(([code, status]) => ({ code, status, package_id: status === 'unknown' ? null : 1 })),
});

describe('what the scan screen says about a submit', () => {
  it('says the scans are saved on the device while offline, and uploading while online', () => {
    expect(describeUpload(row({}), false)).toEqual({ state: 'queued', count: 3 });
    expect(describeUpload(row({ status: 'sending' }), true)).toEqual({ state: 'sending', count: 3 });
    expect(describeUpload(row({ status: 'pending' }), true)).toEqual({ state: 'sending', count: 3 });
  });

  it("gives the spec's success text only when every code was ok or a repeat", () => {
    const result = answer({ BF0000001010: 'ok', BF0000002028: 'duplicate', NOPE1: 'ok' });
    expect(describeUpload(row({ status: 'done', result }), true)).toEqual({
      state: 'done',
      success: true,
      message: scanMessages.success,
      results: [
        { code: 'BF0000001010', status: 'ok' },
        { code: 'BF0000002028', status: 'duplicate' },
        { code: 'NOPE1', status: 'ok' },
      ],
    });
  });

  it("gives the failure text when a code is unknown, and shows only this submit's codes of a shared batch", () => {
    const result = answer({ BF0000001010: 'ok', OTHER: 'ok', BF0000002028: 'ok', NOPE1: 'unknown' });
    const upload = describeUpload(row({ status: 'done', result }), true);
    expect(upload).toMatchObject({ state: 'done', success: false, message: scanMessages.failure });
    expect(upload.state === 'done' && upload.results.map((r) => r.code)).toEqual(['BF0000001010', 'BF0000002028', 'NOPE1']);
  });

  it('gives the failure text when a package was refused as not paid at a release point', () => {
    const result = answer({ BF0000001010: 'ok', BF0000002028: 'unpaid', NOPE1: 'duplicate' });
    expect(describeUpload(row({ status: 'done', result }), true)).toMatchObject({
      state: 'done',
      success: false,
      message: scanMessages.failure,
      results: [
        { code: 'BF0000001010', status: 'ok' },
        { code: 'BF0000002028', status: 'unpaid' },
        { code: 'NOPE1', status: 'duplicate' },
      ],
    });
  });

  it('never claims success when the answer is missing or unreadable', () => {
    expect(describeUpload(row({ status: 'done', result: { nonsense: true } }), true)).toMatchObject({ success: false, message: scanMessages.failure });
  });

  it("gives the failure text with the server's message when the upload was refused", () => {
    expect(describeUpload(row({ status: 'failed', lastError: 'This checkpoint no longer exists.' }), true)).toEqual({
      state: 'failed',
      message: scanMessages.failure,
      reason: 'This checkpoint no longer exists.',
    });
  });
});

describe('the scan form check', () => {
  it('requires a checkpoint and at least one code', () => {
    expect(checkScanForm({ checkpoint: null, codes: [] })).toEqual({ checkpoint: scanFormMessages.checkpoint, codes: scanFormMessages.codes });
    expect(checkScanForm({ checkpoint: 4, codes: ['A1'] })).toEqual({});
  });

  it('refuses more codes than one upload may carry', () => {
    const codes = Array.from({ length: 1001 }, (_, i) => `C${i}`);
    expect(checkScanForm({ checkpoint: 4, codes })).toEqual({ codes: scanFormMessages.tooMany });
  });
});

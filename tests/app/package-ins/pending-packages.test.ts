import { describe, expect, it } from 'vitest';
import { heldPackagesMax } from '../../../src/domain/package-ins';
import { addPending, pendingMessages, removePending, type PendingPackage } from '../../../src/app/areas/package-ins/pending-packages';

const ups = '1Z999AA10123456784';

const added = (list: readonly PendingPackage[], raw: string) => {
  const outcome = addPending(list, raw);
  if (!outcome?.ok) throw new Error(`not added: ${raw}`);
  return outcome;
};

describe('the pending list of Packages In', () => {
  it('adds a normalised tracking number with its carrier', () => {
    const outcome = added([], ` 1z999aa1 0123456784\r`);
    expect(outcome.added).toEqual({ tracking_number: ups, carrier: 'UPS', warning: null });
    expect(outcome.list).toEqual([outcome.added]);
  });

  it('holds the tracking number out of a USPS label barcode, without its ZIP routing prefix', () => {
    expect(added([], '420331019400111206992359876549').added).toMatchObject({ tracking_number: '9400111206992359876549', carrier: 'USPS' });
  });

  it('warns, but still adds, when the check digit fails', () => {
    const outcome = added([], '1Z999AA10123456785');
    expect(outcome.added.tracking_number).toBe('1Z999AA10123456785');
    expect(outcome.added.carrier).toBeNull();
    expect(outcome.added.warning).toMatch(/UPS number but its check digit does not match/);
  });

  it('adds a number of no known carrier as it was typed, without a warning', () => {
    expect(added([], 'ref-77 a').added).toEqual({ tracking_number: 'REF-77A', carrier: null, warning: null });
  });

  it('refuses a number already pending, however it was typed', () => {
    const { list } = added([], ups);
    expect(addPending(list, `]C1${ups.toLowerCase()}`)).toEqual({ ok: false, error: pendingMessages.repeated });
  });

  it('ignores an empty box, and refuses numbers too long or past the intake limit', () => {
    expect(addPending([], '  ')).toBeNull();
    expect(addPending([], 'X'.repeat(65))).toEqual({ ok: false, error: pendingMessages.tooLong });
    const full = Array.from({ length: heldPackagesMax }, (_, i) => ({ tracking_number: `T${i}`, carrier: null, warning: null }));
    expect(addPending(full, 'ONE-MORE')).toEqual({ ok: false, error: pendingMessages.full });
  });

  it('removes one pending number and keeps the rest in order', () => {
    const list = ['A1', 'B2', 'C3'].map((tracking_number) => ({ tracking_number, carrier: null, warning: null }));
    expect(removePending(list, 'B2').map((pkg) => pkg.tracking_number)).toEqual(['A1', 'C3']);
  });
});

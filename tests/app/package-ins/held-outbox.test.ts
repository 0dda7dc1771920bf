import { describe, expect, it } from 'vitest';
import { checkStatesOf, isTicked, queuedEntriesOf } from '../../../src/app/areas/package-ins/held-outbox';
import type { StoredRow } from '../../../src/app/offline/store/outbox-schema';
import type { OutboxEntry } from '../../../src/app/offline/hooks/use-outbox';
import { outboxEntry, type EntryFields } from '../../helpers/app/outbox-entry';

const row = (over: EntryFields & Pick<StoredRow, 'kind' | 'payload'>): OutboxEntry => outboxEntry({ userId: 7, ownerName: 'Wanda Worker', ...over });

const intake = (count: number, over: EntryFields = {}) =>
  row({ kind: 'package-in', payload: { packages: Array.from({ length: count }, (_, i) => ({ tracking_number: `T${i}` })), notes: null }, ...over });
const check = (packageId: number, over: EntryFields = {}) => row({ kind: 'held-check', payload: { packageId }, ...over });

describe('held shipments still on this device', () => {
  it('lists queued and failed intakes newest first with their local reference, leaving out sent ones and other kinds', () => {
    const older = intake(2);
    const failed = intake(1, { status: 'failed', lastError: 'Add at least one package' });
    const sent = intake(4, { status: 'done' });
    const theirs = intake(3, { isMine: false, ownerName: 'Other Worker' });
    const entries = queuedEntriesOf([older, failed, sent, check(5), theirs]);
    expect(entries.map((entry) => [entry.localRef, entry.count, entry.status, entry.isMine])).toEqual([
      [theirs.localRef, 3, 'pending', false],
      [failed.localRef, 1, 'failed', true],
      [older.localRef, 2, 'pending', true],
    ]);
    expect(entries[0]!.ownerName).toBe('Other Worker');
    expect(entries[1]!.lastError).toBe('Add at least one package');
  });
});

describe('ticked held packages', () => {
  it('follows each package to its latest check row', () => {
    const states = checkStatesOf([check(1), check(2, { status: 'failed' }), check(3, { status: 'done' }), check(2, { status: 'sending' }), intake(1)]);
    expect([...states]).toEqual([
      [1, 'pending'],
      [2, 'pending'],
      [3, 'done'],
    ]);
  });

  it('shows a package ticked at once, until the server has it, but not when the check was refused', () => {
    expect(isTicked(false, 'pending')).toBe(true);
    expect(isTicked(false, 'done')).toBe(true);
    expect(isTicked(true, undefined)).toBe(true);
    expect(isTicked(false, 'failed')).toBe(false);
    expect(isTicked(false, undefined)).toBe(false);
  });
});

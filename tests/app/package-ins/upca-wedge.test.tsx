import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PackageIn } from '../../../src/domain/package-ins';
import { HeldShipmentDialog } from '../../../src/app/areas/package-ins/held-shipment-dialog';
import { addPending, pendingMessages } from '../../../src/app/areas/package-ins/pending-packages';
import { renderWithProviders } from '../../helpers/app/render';

afterEach(cleanup);

// 036000291452 is a UPC-A (3×14 + 16 = 58, check digit 2); a wedge scanner may type it as the EAN-13 0036000291452.
const upca = '036000291452';

describe('a UPC-A label typed by a wedge scanner as 13 digits', () => {
  it('goes on the pending list as its 12 printed digits, and a camera read of it is a repeat', () => {
    const outcome = addPending([], `0${upca}\r`);
    expect(outcome).toMatchObject({ ok: true, added: { tracking_number: upca, carrier: null } });
    if (!outcome?.ok) return;
    expect(addPending(outcome.list, upca)).toEqual({ ok: false, error: pendingMessages.repeated });
  });

  it('finds the held package stored with the 12 digits when scanned into the tracking filter', () => {
    const entry: PackageIn = {
      id: 7,
      packages_count: 2,
      created_at: '2026-11-20T14:00:00.000Z',
      user: { first_name: 'Wendy', last_name: 'Worker' },
      notes: null,
      packages: [
        { id: 71, tracking_number: upca, checked: false },
        { id: 72, tracking_number: 'TBA123456789012', checked: false },
      ],
    };
    renderWithProviders(<HeldShipmentDialog entry={entry} opened onClose={() => {}} checkStates={new Map()} onTick={() => {}} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Filter by tracking number' }), { target: { value: `0${upca}` } });
    expect(within(dialog).getByRole('checkbox', { name: upca })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'TBA123456789012' })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawerEntries } from '../../src/domain/access';
import type { AuthUser } from '../../src/domain/auth';
import { Drawer } from '../../src/app/layout/drawer';
import { renderWithProviders } from '../helpers/app/render';

const admin: AuthUser = { id: 1, first_name: 'Ava', last_name: 'Admin', account_type: 'admin', special: false };
const built = new Set(drawerEntries.map((entry) => entry.screen));

const marked = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('data-active'))
    .map((link) => link.textContent);

describe('the drawer', () => {
  it.each([
    ['/packages/scan', 'Scan Packages'],
    ['/packages', 'Packages'],
    ['/orders/12/edit', 'Orders'],
  ])('marks only the entry that holds %s most closely', (path, label) => {
    renderWithProviders(<Drawer user={admin} builtScreens={built} onNavigate={() => {}} />, { path });
    expect(marked()).toEqual([label]);
  });
});

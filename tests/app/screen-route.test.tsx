import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { screens, type ScreenName } from '../../src/domain/access';
import type { AccountType } from '../../src/domain/constants';
import { ScreenRoute } from '../../src/app/session/screen-route';
import { sessionStore } from '../../src/app/session/session-store';
import { renderWithProviders } from '../helpers/app/render';

const Where = ({ name }: { name: ScreenName }) => {
  const location = useLocation();
  return <p>{`${name} at ${location.pathname}${location.search}`}</p>;
};

const visit = (path: string) =>
  renderWithProviders(
    <Routes>
      {(Object.keys(screens) as ScreenName[]).map((name) => (
        <Route key={name} path={screens[name].path} element={<ScreenRoute name={name}><Where name={name} /></ScreenRoute>} />
      ))}
    </Routes>,
    { path },
  );

const signInAs = (account_type: AccountType, special = false) =>
  sessionStore.signIn({ token: 't', user: { id: 7, first_name: 'Test', last_name: 'User', account_type, special } });

describe('screen guards in the app', () => {
  it('sends a guest to login with the page as redirect', async () => {
    sessionStore.signOut();
    visit('/workers');
    expect(await screen.findByText('login at /login?redirect=%2Fworkers')).toBeTruthy();
  });

  it('sends a signed-in user from login to the redirect value, or home without one', async () => {
    signInAs('admin');
    visit('/login?redirect=%2Fcustomers');
    expect(await screen.findByText('customers.index at /customers')).toBeTruthy();
  });

  it('ignores a redirect value that leaves the site', async () => {
    signInAs('worker');
    visit('/login?redirect=%2F%2Fevil.example');
    expect(await screen.findByText('orders.index at /orders')).toBeTruthy();
  });

  // One row per rule of §6 in both spec documents.
  it.each<[AccountType, boolean, string, string]>([
    ['personal', false, '/orders', 'client.dashboard at /client/dashboard'],
    ['business', false, '/packages/scan', 'client.dashboard at /client/dashboard'],
    ['personal', false, '/packages/5/label', 'client.dashboard at /client/dashboard'],
    ['admin', false, '/client/dashboard', 'orders.index at /orders'],
    ['worker', false, '/client/dashboard', 'orders.index at /orders'],
    ['worker-v2', false, '/client/dashboard', 'orders.index at /orders'],
    ['accounts', false, '/orders', 'acc.report at /reports/acc'],
    ['accounts', false, '/customers', 'acc.report at /reports/acc'],
    ['accounts', false, '/invoices/3', 'acc.report at /reports/acc'],
    ['basic', false, '/orders/create/new', 'orders.index at /orders'],
    ['basic', false, '/packages-in', 'orders.index at /orders'],
    ['basic', false, '/taxes', 'taxes.index at /taxes'],
    ['worker-v2', false, '/workers', 'orders.index at /orders'],
    ['worker-v2', false, '/customers', 'orders.index at /orders'],
    ['worker-v2', false, '/reports/eodv2', 'eodv2.report at /reports/eodv2'],
    ['worker', false, '/checkpoints', 'orders.index at /orders'],
    ['admin', false, '/offices', 'offices.index at /offices'],
    ['admin', true, '/customers', 'orders.index at /orders'],
    ['worker', true, '/admin/logs', 'logs.index at /admin/logs'],
    ['admin', false, '/admin/incident', 'orders.index at /orders'],
    ['admin', true, '/admin/incident', 'incident.index at /admin/incident'],
  ])('%s (special: %s) opening %s sees %s', async (type, special, path, expected) => {
    signInAs(type, special);
    visit(path);
    expect(await screen.findByText(expected)).toBeTruthy();
  });
});

import { fireEvent, screen, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { shipment, signInAsWorker, unshipped } from './shipment-fixtures';
import { renderShipments } from './render-shipments';

// A whole screen with its dialogs is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to show.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  signInAsWorker();
  const api = fakeApi();
  api.on('GET', '/shipments/12', () => json(200, shipment({ packages: [11, 22, 33], boxes: [{ name: 'B', packages: [33] }, { name: 'A', packages: [22] }], packages_count: 3 })));
  api.on('GET', '/grouped/packages/12', () =>
    json(200, { data: [{ box: null, packages: [unshipped(11)] }, { box: 'B', packages: [unshipped(33)] }, { box: 'A', packages: [unshipped(22, { description: 'Shoes and socks' })] }] }),
  );
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the printable manifest', () => {
  it("heads the page with the shipment, lists every package box by box, and prints", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderShipments('/shipments/12/manifest');
    await screen.findByRole('heading', { name: 'Manifest of shipment #12' });
    for (const text of ['Carrier: Tropical Shipping', 'Manifest: MAN-0012', 'Arrival date: Mar 10, 2026', 'C13: C13-778', 'Freight: $1,250.50', 'Packages: 3 packages'])
      expect(screen.getByText((_content, element) => element?.textContent === text && element.tagName === 'P')).toBeTruthy();
    expect(screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'))).toEqual(['Box A', 'Box B', 'In no box']);
    const boxA = within(screen.getByRole('table', { name: 'Packages, Box A' }));
    expect(boxA.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Barcode', 'Sect', 'Order', 'Client', 'Description', 'Weight']);
    expect(boxA.getAllByRole('row')[1]!.textContent).toBe(`${unshipped(22).barcode}11#522Carl FergusonShoes and socks24.5 lb`);
    expect(screen.getByRole('region', { name: 'In no box' }).textContent).toContain('1 package · 13.5 lb');
    const printCss = [...document.querySelectorAll('style')].map((style) => style.textContent).find((css) => css.includes('@media print'));
    expect(printCss).toContain('.mantine-AppShell-navbar');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the shipment' }).getAttribute('href')).toBe('/shipments/12');
  });
});

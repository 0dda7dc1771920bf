import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { invoicesApi } from '../../../src/app/api/invoices';
import { ordersApi } from '../../../src/app/api/orders';
import { usersApi } from '../../../src/app/api/users';
import { notifyError } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { orderMessages } from '../../../src/domain/orders';
import type { Customer } from '../../../src/domain/users';
import { detailOrder, renderOrderDetail, signInAs } from './order-detail-fixtures';

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
// The manual invoice's tax categories come from the device's copy of the list, as the order form's do.
vi.mock('../../../src/app/offline/hooks/use-cached-reference', () => ({
  useCachedReference: () => ({
    data: { data: [{ id: 3, description: 'Footwear', vat: 25, levy: 0, levy_kind: 'percent', zero_rated: false, tariff_code: '6403' }] },
    fetchedAt: null,
    isLoading: false,
    error: null,
    refresh: () => {},
  }),
}));

const heading = () => screen.findByRole('heading', { name: 'Order #501', level: 2 });
const generateButton = () => screen.getByRole('button', { name: 'Generate Invoice' });

afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('Generate Invoice', () => {
  it('is disabled for staff who are not special while an item is below $5, with the warning beside it saying why', async () => {
    signInAs('worker');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder({ valid_unit_price: false }));
    renderOrderDetail();
    await heading();
    expect(generateButton()).toHaveProperty('disabled', true);
    const described = document.getElementById(generateButton().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain(orderMessages.lowUnitPrice);
    expect(screen.getAllByText(orderMessages.lowUnitPrice)).toHaveLength(1);
  });

  it('lets a special user generate at a low unit price, still showing the warning, and opens the new invoice', async () => {
    signInAs('specialWorker');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder({ valid_unit_price: false }));
    const generate = vi.spyOn(invoicesApi, 'generate').mockResolvedValue({ id: 55, pseudo_id: '26-000055' });
    renderOrderDetail();
    await heading();
    expect(screen.getByText(orderMessages.lowUnitPrice)).toBeTruthy();
    fireEvent.click(generateButton());
    await screen.findByText('Invoice page 55');
    expect(generate).toHaveBeenCalledWith(501, 4);
  });

  it('shows no warning when every unit price is at least $5, and records the invoice under the own id', async () => {
    signInAs('worker');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder());
    const generate = vi.spyOn(invoicesApi, 'generate').mockResolvedValue({ id: 56, pseudo_id: '26-000056' });
    renderOrderDetail();
    await heading();
    expect(screen.queryByText(orderMessages.lowUnitPrice)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manual Invoice' })).toBeNull();
    fireEvent.click(generateButton());
    await screen.findByText('Invoice page 56');
    expect(generate).toHaveBeenCalledWith(501, 3);
  });

  it("says why when the server refuses, and stays on the order", async () => {
    signInAs('worker');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder());
    vi.spyOn(invoicesApi, 'generate').mockRejectedValue(new ApiError(409, { code: 'CONFLICT', message: 'This order already has an invoice.' }));
    renderOrderDetail();
    await heading();
    fireEvent.click(generateButton());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('This order already has an invoice.'));
    expect(screen.getByRole('heading', { name: 'Order #501' })).toBeTruthy();
  });

  it('becomes a way to the invoice once the order has one, for a basic user too', async () => {
    signInAs('basic');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder({ invoice_id: 31, invoice_pseudo_id: '26-000031', hasInvoice: true, valid_unit_price: false }));
    renderOrderDetail();
    await heading();
    expect(screen.getByRole('link', { name: 'Invoice #26-000031' }).getAttribute('href')).toBe('/invoices/31');
    expect(screen.queryByRole('button', { name: 'Generate Invoice' })).toBeNull();
    expect(screen.queryByText(orderMessages.lowUnitPrice)).toBeNull();
  });

  it('offers a basic user nothing on an order without an invoice', async () => {
    signInAs('basic');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder({ valid_unit_price: false }));
    renderOrderDetail();
    await heading();
    expect(screen.queryByRole('button', { name: 'Generate Invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Flag user' })).toBeNull();
  });
});

// The whole order screen with a dialog of selects is a large page for jsdom to search by role on a busy machine.
describe('Manual Invoice', { timeout: 15_000 }, () => {
  const choose = async (dialog: HTMLElement, field: RegExp, option: RegExp) => {
    fireEvent.click(within(dialog).getByRole('combobox', { name: field }));
    fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  };

  const fillIn = async (dialog: HTMLElement) => {
    await choose(dialog, /^Type/, /^Amazon$/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), { target: { value: 'Headphones' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Quantity/ }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Price/ }), { target: { value: '19.99' } });
    await choose(dialog, /^Tax category/, /^Footwear/);
  };

  const openDialog = async () => {
    signInAs('specialWorker');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder());
    renderOrderDetail();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Manual Invoice' }));
    return screen.findByRole('dialog', { name: 'Manual Invoice' });
  };

  it('posts the purchase and opens the new invoice', async () => {
    const create = vi.spyOn(invoicesApi, 'createManual').mockResolvedValue({ id: 57, pseudo_id: '26-000057' });
    const dialog = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Create Invoice' });
    expect(submit).toHaveProperty('disabled', true);
    await fillIn(dialog);
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await screen.findByText('Invoice page 57');
    expect(create).toHaveBeenCalledWith(501, { type: 'Amazon', items: [{ description: 'Headphones', quantity: 2, price: 19.99 }], tax: 3 });
  });

  it('adds and removes item rows, keeping at least one', async () => {
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Remove item 1' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(dialog).getAllByRole('textbox', { name: /^Description/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove item 2' }));
    expect(within(dialog).getAllByRole('textbox', { name: /^Description/ })).toHaveLength(1);
  });

  it("alerts the server's message and starts the form again when it is refused", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(invoicesApi, 'createManual').mockRejectedValue(new ApiError(409, { code: 'CONFLICT', message: 'This order already has an invoice.' }));
    const dialog = await openDialog();
    await fillIn(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This order already has an invoice.'));
    await waitFor(() => expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Description/ }).value).toBe(''));
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: /^Type/ }).value).toBe('');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Price/ }).value).toBe('');
    expect(screen.getByRole('heading', { name: 'Order #501' })).toBeTruthy();
  });
});

describe('Flag user', () => {
  it('asks first, flags the customer and then shows the flagged banner', async () => {
    signInAs('worker');
    const get = vi.spyOn(ordersApi, 'get').mockResolvedValueOnce(detailOrder());
    get.mockResolvedValue(detailOrder({ user: { ...detailOrder().user, flagged: true } }));
    const flag = vi.spyOn(usersApi, 'toggleFlag').mockResolvedValue({ id: 40, full_name: 'Andre Rolle', flagged: 1 } as Customer);
    renderOrderDetail();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Flag user' }));
    const confirm = await screen.findByRole('dialog', { name: 'Flag user' });
    expect(within(confirm).getByText('Are you sure you want to flag Andre Rolle for possible invoice fraud?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Flag' }));
    await screen.findByText('This user has been flagged for possible invoice fraud.');
    expect(flag).toHaveBeenCalledWith(40);
    expect(screen.getByRole('button', { name: 'Flag user' })).toHaveProperty('disabled', true);
  });

  it('flags nobody when the question is cancelled', async () => {
    signInAs('worker');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder());
    const flag = vi.spyOn(usersApi, 'toggleFlag');
    renderOrderDetail();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Flag user' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Flag user' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(flag).not.toHaveBeenCalled();
  });

  it('is disabled for a customer who is already flagged', async () => {
    signInAs('admin');
    vi.spyOn(ordersApi, 'get').mockResolvedValue(detailOrder({ user: { ...detailOrder().user, flagged: true } }));
    renderOrderDetail();
    await heading();
    expect(screen.getByRole('button', { name: 'Flag user' })).toHaveProperty('disabled', true);
  });
});

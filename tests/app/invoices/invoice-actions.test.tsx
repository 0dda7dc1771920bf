import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { invoicesApi } from '../../../src/app/api/invoices';
import { notifyError, notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { cartMessages } from '../../../src/domain/cart';
import { invoiceMessages, type Invoice } from '../../../src/domain/invoices';
import { invoice, signInAs } from './invoice-fixtures';
import { renderInvoice } from './render-invoice';

const cart = vi.hoisted(() => ({ add: vi.fn(), pending: false }));
// The cart area (adding, refreshing the cart, its popup) is tested on its own; here only what the page asks of it.
vi.mock('../../../src/app/areas/cart', () => ({ useAddToCart: () => cart, cartKey: (userId: number) => ['cart', userId] }));
vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const heading = () => screen.findByRole('heading', { name: 'Invoice #26-000031', level: 2 });
const button = (name: string) => screen.getByRole('button', { name });

/** The invoice is answered as `first`, then as `after` for every fetch after an action. */
const serve = (first: Invoice, after: Invoice = first) => vi.spyOn(invoicesApi, 'get').mockResolvedValueOnce(first).mockResolvedValue(after);

afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

// A whole invoice page with its dialogs is a large page for jsdom to search by role on a busy machine.
describe('the invoice actions', { timeout: 15_000 }, () => {
  it('approves with the own id as workerID, fetches the invoice again and says so', async () => {
    signInAs('worker');
    const get = serve(invoice(), invoice({ status: 'approved' }));
    const approve = vi.spyOn(invoicesApi, 'approve').mockResolvedValue(undefined);
    renderInvoice();
    await heading();
    fireEvent.click(button('Approve'));
    await screen.findByRole('button', { name: 'Unapprove' });
    expect(approve).toHaveBeenCalledWith(31, 3);
    expect(get).toHaveBeenCalledTimes(2);
    expect(notifySuccess).toHaveBeenCalledWith('Invoice #26-000031 was approved.');
  });

  it('unapproves an approved invoice', async () => {
    signInAs('worker');
    serve(invoice({ status: 'approved' }), invoice());
    const unapprove = vi.spyOn(invoicesApi, 'unapprove').mockResolvedValue(undefined);
    renderInvoice();
    await heading();
    fireEvent.click(button('Unapprove'));
    await screen.findByRole('button', { name: 'Approve' });
    expect(unapprove).toHaveBeenCalledWith(31, 3);
    expect(notifySuccess).toHaveBeenCalledWith('Invoice #26-000031 was unapproved.');
  });

  it("shows the server's message when an action is refused, and changes nothing", async () => {
    signInAs('worker');
    const get = serve(invoice());
    vi.spyOn(invoicesApi, 'approve').mockRejectedValue(new ApiError(409, { code: 'CONFLICT', message: invoiceMessages.approvePaid }));
    renderInvoice();
    await heading();
    fireEvent.click(button('Approve'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(invoiceMessages.approvePaid));
    expect(get).toHaveBeenCalledTimes(1);
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('pays through a dialog whose Pay stays disabled until a type is chosen and while paying', async () => {
    signInAs('admin');
    const get = serve(invoice({ status: 'approved', type: 'online' }), invoice({ status: 'paid', paid_on: '2026-03-05T15:00:00.000Z', payment_method: 'cash' }));
    let finish: () => void = () => undefined;
    const pay = vi.spyOn(invoicesApi, 'pay').mockImplementation(() => new Promise((resolve) => (finish = () => resolve(undefined))));
    renderInvoice();
    await heading();
    fireEvent.click(button('Pay'));
    const dialog = await screen.findByRole('dialog', { name: 'Pay invoice #26-000031' });
    expect(within(dialog).getByText('Grand total: $1,234.56')).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['online', 'cash', 'check', 'card', 'bank']);
    const submit = within(dialog).getByRole('button', { name: 'Pay' });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Choose a type first.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    await waitFor(() => expect(pay).toHaveBeenCalledWith(31, 'cash'));
    expect(within(dialog).getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);

    finish();
    await screen.findByRole('status', { name: 'Paid' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(get).toHaveBeenCalledTimes(2);
    expect(notifySuccess).toHaveBeenCalledWith('Invoice #26-000031 was paid by Cash.');
  });

  it('edits the fees in a dialog: messages once a field is touched, rows added and removed, and the list saved whole', async () => {
    signInAs('specialWorker');
    const get = serve(invoice(), invoice({ fees: [{ name: 'Re-packing', amount: 6.66 }, { name: 'Pallet', amount: 12.5 }] }));
    const save = vi.spyOn(invoicesApi, 'saveFees').mockResolvedValue(undefined);
    renderInvoice();
    await heading();
    fireEvent.click(button('Fees'));
    const dialog = await screen.findByRole('dialog', { name: 'Fees of invoice #26-000031' });
    expect(within(dialog).getAllByRole('textbox', { name: /Name/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['Re-packing']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add fee' }));
    const names = within(dialog).getAllByRole('textbox', { name: /Name/ });
    const amounts = within(dialog).getAllByRole('textbox', { name: /Amount/ });
    expect(names).toHaveLength(2);
    // Nothing is said about a field nobody has touched yet.
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(within(dialog).queryByText('Amount is required')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save fees' })).toHaveProperty('disabled', true);

    fireEvent.blur(names[1]!);
    fireEvent.blur(amounts[1]!);
    await within(dialog).findByText('Name is required');
    expect(within(dialog).getByText('Amount is required')).toBeTruthy();

    fireEvent.change(names[1]!, { target: { value: 'Pallet' } });
    fireEvent.change(amounts[1]!, { target: { value: '12.50' } });
    await waitFor(() => expect(within(dialog).queryByText('Name is required')).toBeNull());
    expect(within(dialog).queryByText('Amount is required')).toBeNull();

    // A third row, removed again, is not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add fee' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove fee 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(31, { fees: [{ name: 'Re-packing', amount: 6.66 }, { name: 'Pallet', amount: 12.5 }] }));
    await screen.findByRole('row', { name: /^Pallet / });
    expect(get).toHaveBeenCalledTimes(2);
    expect(notifySuccess).toHaveBeenCalledWith('The fees of Invoice #26-000031 were saved.');
  });

  it('clears every fee when the last row is removed', async () => {
    signInAs('specialWorker');
    serve(invoice(), invoice({ fees: [] }));
    const save = vi.spyOn(invoicesApi, 'saveFees').mockResolvedValue(undefined);
    renderInvoice();
    await heading();
    fireEvent.click(button('Fees'));
    const dialog = await screen.findByRole('dialog', { name: 'Fees of invoice #26-000031' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove fee 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(31, { fees: [] }));
  });

  it('asks a worker how an unpaid invoice without a type will be paid, offering cash, check and card, and saves the choice', async () => {
    signInAs('worker');
    const get = serve(invoice({ type: null }), invoice({ type: 'card' }));
    const setType = vi.spyOn(invoicesApi, 'setType').mockResolvedValue(undefined);
    renderInvoice();
    const dialog = await screen.findByRole('dialog', { name: invoiceMessages.setType });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['cash', 'check', 'card']);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Card' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setType).toHaveBeenCalledWith(31, 'card'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(get).toHaveBeenCalledTimes(2);
    expect(notifySuccess).toHaveBeenCalledWith('Invoice #26-000031 will be paid by Card.');
  });

  it('offers an admin all five types, and does not ask again once the question is put aside', async () => {
    signInAs('admin');
    serve(invoice({ type: null }));
    renderInvoice();
    const dialog = await screen.findByRole('dialog', { name: invoiceMessages.setType });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['online', 'cash', 'check', 'card', 'bank']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button('Set type')).toBeTruthy();
  });

  it('does not ask about the type of an approved invoice, nor a customer or basic user', async () => {
    signInAs('admin');
    serve(invoice({ type: null, status: 'approved' }));
    const { unmount } = renderInvoice();
    await heading();
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    signInAs('basic');
    serve(invoice({ type: null }));
    renderInvoice();
    await heading();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Add to cart', { timeout: 15_000 }, () => {
  it("hands a customer's online invoice to the cart", async () => {
    signInAs('customer');
    serve(invoice({ status: 'approved', type: 'online' }));
    renderInvoice();
    await heading();
    fireEvent.click(button('Add to cart'));
    await waitFor(() => expect(cart.add).toHaveBeenCalledWith(31));
  });

  it('tells a customer to ask for an online invoice instead of adding any other type', async () => {
    signInAs('customer');
    serve(invoice({ status: 'approved', type: 'cash' }));
    renderInvoice();
    await heading();
    fireEvent.click(button('Add to cart'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(cartMessages.notOnline));
    expect(cart.add).not.toHaveBeenCalled();
  });

  it('adds an invoice of any type to a staff member\'s cart', async () => {
    signInAs('worker');
    serve(invoice({ status: 'approved', type: 'cash' }));
    renderInvoice();
    await heading();
    fireEvent.click(button('Add to cart'));
    await waitFor(() => expect(cart.add).toHaveBeenCalledWith(31));
  });
});

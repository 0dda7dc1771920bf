import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { creditMessages, type Credit } from '../../../src/domain/credits';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { credit, creditsPage, fakeTab, renderCredits, signInAsWorker } from './credit-fixtures';

// A screen with its dialog is a lot for jsdom on a busy 2-core machine: what follows a click may take
// seconds to show, and a first render longer than the default 5 s a test.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let listed: Credit[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsWorker();
  listed = [credit(40)];
  api = fakeApi();
  api.on('GET', '/credits', ({ query }) => json(200, creditsPage(Number(query.get('page')), listed)));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const dialog = () => within(screen.getByRole('dialog'));
const field = (label: RegExp) => dialog().getByRole('textbox', { name: label });
const submit = () => dialog().getByRole<HTMLButtonElement>('button', { name: 'Submit' });
const openDialog = async () => {
  renderCredits('/credits');
  fireEvent.click(await screen.findByRole('button', { name: 'Add CC payment' }));
  await screen.findByRole('dialog');
};
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(new RegExp(`^${label}`)), { target: { value } });
};
const fillAll = () => fill({ 'First Name': 'Dana', 'Last Name': 'Bethel', Vendor: 'Best Buy', Description: 'Headphones', Cost: '123.45' });

describe('the Add CC payment dialog', { timeout: 20_000 }, () => {
  it('shows no message on a fresh form, and keeps Submit disabled, saying why', async () => {
    await openDialog();
    expect(submit().disabled).toBe(true);
    for (const message of Object.values(creditMessages)) expect(dialog().queryByText(message)).toBeNull();
    expect(dialog().getByText(`Not ready to submit: ${creditMessages.firstNameRequired}, and 4 more fields to fix.`)).toBeTruthy();
  });

  it("shows each field's message once that field is touched, and only that field's", async () => {
    await openDialog();
    fireEvent.blur(field(/^First Name/));
    await dialog().findByText(creditMessages.firstNameRequired);
    expect(dialog().queryByText(creditMessages.lastNameRequired)).toBeNull();
    fireEvent.blur(field(/^Last Name/));
    fireEvent.blur(field(/^Vendor/));
    fireEvent.blur(field(/^Description/));
    fireEvent.blur(field(/^Cost/));
    for (const message of [creditMessages.lastNameRequired, creditMessages.vendorRequired, creditMessages.descriptionRequired, creditMessages.costRequired])
      await dialog().findByText(message);
    fill({ 'First Name': 'Dana' });
    await waitFor(() => expect(dialog().queryByText(creditMessages.firstNameRequired)).toBeNull());
    fill({ 'First Name': '   ' });
    await dialog().findByText(creditMessages.firstNameRequired);
  });

  it('enables Submit only once every field is valid', async () => {
    await openDialog();
    fill({ 'First Name': 'Dana', 'Last Name': 'Bethel', Vendor: 'Best Buy', Description: 'Headphones' });
    expect(submit().disabled).toBe(true);
    fill({ Cost: '123.45' });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fill({ Vendor: '' });
    await waitFor(() => expect(submit().disabled).toBe(true));
    await dialog().findByText(creditMessages.vendorRequired);
  });

  it('sends the payment with an Idempotency-Key, opens the receipt in the tab the press opened, and refreshes the list', async () => {
    const { tab, open } = fakeTab();
    const recorded = credit(41, { first_name: 'Dana', last_name: 'Bethel', vendor: 'Best Buy', description: 'Headphones' });
    api.on('POST', '/credits', () => {
      listed = [recorded, ...listed];
      return json(201, recorded);
    });
    await openDialog();
    fillAll();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    // Opened in the click itself, blank, before any answer: a popup blocker lets only that through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.assign).toHaveBeenCalledWith('/credits/41'));
    const [sent] = api.sent('POST', '/credits');
    expect(sent!.body).toEqual({ firstName: 'Dana', lastName: 'Bethel', vendor: 'Best Buy', description: 'Headphones', value: 123.45 });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notifySuccess).toHaveBeenCalledWith('CC payment #41 was recorded.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('link', { name: 'Dana Bethel' });
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('sends a retry after a lost answer under the same key, and records once', async () => {
    const { tab } = fakeTab();
    let calls = 0;
    api.on('POST', '/credits', () => (++calls === 1 ? refusal(503, 'The server is busy.') : json(201, credit(42))));
    await openDialog();
    fillAll();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(tab.location.assign).toHaveBeenCalledWith('/credits/42'), { timeout: 8_000 });
    const keys = api.sent('POST', '/credits').map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('closes the tab when the payment is refused, puts the message on the field, and keeps the form', async () => {
    const { tab } = fakeTab();
    api.on('POST', '/credits', () => refusal(400, 'Some fields are invalid.', { value: creditMessages.tooLarge }));
    await openDialog();
    fillAll();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await dialog().findByText(creditMessages.tooLarge);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.assign).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Some fields are invalid.');
    expect(field(/^Vendor/)).toHaveProperty('value', 'Best Buy');
  });

  it('opens the receipt in this tab when the browser blocks the new one', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    api.on('POST', '/credits', () => json(201, credit(43)));
    api.on('GET', '/credits/43', () => json(200, credit(43)));
    await openDialog();
    fillAll();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await screen.findByRole('heading', { name: 'CC payment receipt #43' });
  });
});

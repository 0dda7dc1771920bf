import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrealertsScreen } from '../../../src/app/areas/prealerts';
import { notifyError, notifySuccess } from '../../../src/app/components/notify';
import { sessionStore } from '../../../src/app/session/session-store';
import { prealertMessages, type Prealert } from '../../../src/domain/prealerts';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';
import { prealert, prealertsPage, signInAsCustomer } from './prealert-fixtures';

// A screen with its dialog is a lot for jsdom on a busy 2-core machine: allow it time.
configure({ asyncUtilTimeout: 5_000 });
vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let listed: Prealert[];
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsCustomer();
  listed = [];
  api = fakeApi();
  api.on('GET', '/users/21/prealerts', () => json(200, prealertsPage(listed)));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const dialog = () => within(screen.getByRole('dialog', { name: 'New prealert' }));
const field = (label: RegExp) => dialog().getByRole('textbox', { name: label });
const send = () => dialog().getByRole<HTMLButtonElement>('button', { name: 'Send prealert' });
const openDialog = async () => {
  renderWithProviders(<PrealertsScreen />, { path: '/client/prealerts' });
  fireEvent.click(await screen.findByRole('button', { name: 'New prealert' }));
  await screen.findByRole('dialog', { name: 'New prealert' });
};
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(new RegExp(`^${label}`)), { target: { value } });
};
const fillAll = () => fill({ 'Tracking number': '1z999aa10123456784', Vendor: 'Amazon', Description: 'Running shoes', 'Declared value': '49.99' });
const pdf = (name: string, size = 1_000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const chooseFile = (file: File) => {
  const input = screen.getByRole('dialog').querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('the New prealert dialog', { timeout: 20_000 }, () => {
  it('shows no message on a fresh form, keeps Send disabled and says why', async () => {
    await openDialog();
    expect(send().disabled).toBe(true);
    for (const message of [prealertMessages.trackingRequired, prealertMessages.vendorRequired, prealertMessages.descriptionRequired, prealertMessages.valueRequired])
      expect(dialog().queryByText(message)).toBeNull();
    expect(dialog().getByText(`Not ready to send: ${prealertMessages.trackingRequired}, and 3 more fields to fix.`)).toBeTruthy();
  });

  it("shows a field's message once it is touched, and enables Send once all are valid", async () => {
    await openDialog();
    fireEvent.blur(field(/^Tracking number/));
    await dialog().findByText(prealertMessages.trackingRequired);
    expect(dialog().queryByText(prealertMessages.vendorRequired)).toBeNull();
    fillAll();
    await waitFor(() => expect(send().disabled).toBe(false));
    fill({ 'Declared value': '' });
    await dialog().findByText(prealertMessages.valueRequired);
    expect(send().disabled).toBe(true);
  });

  it('refuses a file of another kind or over the limit before sending anything', async () => {
    await openDialog();
    fillAll();
    chooseFile(new File(['MZ'], 'setup.exe'));
    await dialog().findByText(prealertMessages.fileType);
    expect(send().disabled).toBe(true);
    chooseFile(pdf('big.pdf', 10 * 1024 * 1024 + 1));
    await dialog().findByText(prealertMessages.fileTooLarge);
    expect(send().disabled).toBe(true);
    chooseFile(pdf('invoice.pdf'));
    await waitFor(() => expect(send().disabled).toBe(false));
  });

  it('sends the fields and the invoice as one multipart request with an Idempotency-Key, then closes and lists it', async () => {
    const filed = prealert(30, { tracking_number: '1Z999AA10123456784' });
    api.on('POST', '/users/21/prealerts', () => {
      listed = [filed];
      return json(201, filed);
    });
    await openDialog();
    fillAll();
    chooseFile(pdf('invoice.pdf'));
    await waitFor(() => expect(send().disabled).toBe(false));
    fireEvent.click(send());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = api.sent('POST', '/users/21/prealerts');
    const body = sent!.body as FormData;
    // The number goes as the server keeps it: capitals, as a scanner reads the label.
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      tracking_number: '1Z999AA10123456784',
      vendor: 'Amazon',
      description: 'Running shoes',
      value: '49.99',
    });
    expect((body.get('file') as File).name).toBe('invoice.pdf');
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notifySuccess).toHaveBeenCalledWith('We will look out for 1Z999AA10123456784.');
    expect(await screen.findByText('Amazon · Running shoes 30')).toBeTruthy();
  });

  it('sends a retry after a lost answer under the same key, and files once', async () => {
    let calls = 0;
    api.on('POST', '/users/21/prealerts', () => (++calls === 1 ? refusal(503, 'The server is busy.') : json(201, prealert(31))));
    await openDialog();
    fillAll();
    await waitFor(() => expect(send().disabled).toBe(false));
    fireEvent.click(send());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8_000 });
    const keys = api.sent('POST', '/users/21/prealerts').map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("puts the server's refusals on the fields and on the file picker, keeping what was typed", async () => {
    api.on('POST', '/users/21/prealerts', () =>
      refusal(400, 'Some fields are invalid.', { vendor: prealertMessages.vendorRequired, file: prealertMessages.fileType }),
    );
    await openDialog();
    fillAll();
    chooseFile(pdf('invoice.pdf'));
    await waitFor(() => expect(send().disabled).toBe(false));
    fireEvent.click(send());
    await dialog().findByText(prealertMessages.fileType);
    expect(dialog().getByText(prealertMessages.vendorRequired)).toBeTruthy();
    expect(notifyError).toHaveBeenCalledWith('Some fields are invalid.');
    expect(field(/^Description/)).toHaveProperty('value', 'Running shoes');
  });

  it('says when the number is already waiting', async () => {
    api.on('POST', '/users/21/prealerts', () => refusal(409, prealertMessages.repeated));
    await openDialog();
    fillAll();
    await waitFor(() => expect(send().disabled).toBe(false));
    fireEvent.click(send());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(prealertMessages.repeated));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

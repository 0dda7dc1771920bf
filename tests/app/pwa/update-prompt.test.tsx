import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdateController, type UpdateWorkbox } from '../../../src/app/pwa/update-controller';
import { UpdatePrompt } from '../../../src/app/pwa/update-prompt';
import { renderWithProviders } from '../../helpers/app/render';

type Listener = (event: { isUpdate?: boolean }) => void;

/** Stands in for workbox-window: the test fires its lifecycle events. */
class FakeWorkbox implements UpdateWorkbox {
  private readonly listeners = new Map<string, Listener[]>();
  register = vi.fn(async () => undefined);
  update = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();
  addEventListener(type: 'waiting' | 'controlling', listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = { isUpdate: true }) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const setup = () => {
  const workbox = new FakeWorkbox();
  const reload = vi.fn();
  const updates = createUpdateController(workbox, { reload });
  renderWithProviders(<UpdatePrompt updates={updates} />);
  return { workbox, reload, updates };
};

const offer = () => screen.queryByText('A new version is available');
const reloadButton = () => screen.getByRole('button', { name: 'Reload' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the update prompt', () => {
  it('offers a reload once a new version is waiting', () => {
    const { workbox } = setup();
    expect(offer()).toBeNull();
    workbox.fire('waiting');
    expect(offer()).not.toBeNull();
    expect(reloadButton()).toBeTruthy();
  });

  it('on consent lets the waiting version take over, then reloads into it', () => {
    const { workbox, reload } = setup();
    workbox.fire('waiting');
    fireEvent.click(reloadButton());
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without consent, even when another tab lets the new version take over', () => {
    const { workbox, reload } = setup();
    workbox.fire('waiting');
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    // The new version already controls the page, so consent reloads at once.
    expect(offer()).not.toBeNull();
    fireEvent.click(reloadButton());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes away on "Later" without updating', () => {
    const { workbox, reload } = setup();
    workbox.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(offer()).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says nothing when the first service worker of this browser takes control', () => {
    const { workbox, reload } = setup();
    workbox.fire('controlling', { isUpdate: false });
    expect(offer()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('registers, then looks for a new version hourly and when the tab comes back into view', async () => {
    vi.useFakeTimers();
    const { workbox, updates } = setup();
    const stop = updates.start();
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(workbox.update).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the app running when a check fails offline', async () => {
    vi.useFakeTimers();
    const { workbox, updates } = setup();
    workbox.update.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = updates.start();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(2);
    stop();
  });
});

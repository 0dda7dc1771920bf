import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from '../../../src/app/pwa/install-prompt';
import { createInstallStore } from '../../../src/app/pwa/install-store';
import { renderWithProviders } from '../../helpers/app/render';

type Choice = 'accepted' | 'dismissed';

/** What Chromium dispatches when the app may be installed. */
const offerInstall = (outcome: Choice = 'accepted') => {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
};

const installButton = () => screen.queryByRole('button', { name: 'Install app' });

const renderPrompt = () => renderWithProviders(<InstallPrompt store={createInstallStore(window)} />);

afterEach(() => vi.restoreAllMocks());

describe('the install prompt', () => {
  it('appears only once the browser offers to install, keeping the browser from showing its own bar', () => {
    renderPrompt();
    expect(installButton()).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(installButton()).not.toBeNull();
  });

  it('opens the browser install dialog on click and goes away once the user installs', async () => {
    renderPrompt();
    const event = offerInstall('accepted');
    await act(async () => fireEvent.click(installButton()!));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installButton()).toBeNull();
  });

  it('comes back with the next offer when the user declines the browser dialog', async () => {
    renderPrompt();
    offerInstall('dismissed');
    await act(async () => fireEvent.click(installButton()!));
    expect(installButton()).toBeNull();
    offerInstall();
    expect(installButton()).not.toBeNull();
  });

  it('hides after the app is installed from the browser menu', () => {
    renderPrompt();
    offerInstall();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(installButton()).toBeNull();
  });

  it('remembers "Not now" on this device, also after a reload', () => {
    const first = renderPrompt();
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(installButton()).toBeNull();
    first.unmount();

    renderPrompt();
    offerInstall();
    expect(installButton()).toBeNull();
  });

  it('is never offered inside the installed app', () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query === '(display-mode: standalone)' }));
    renderPrompt();
    offerInstall();
    expect(installButton()).toBeNull();
  });
});

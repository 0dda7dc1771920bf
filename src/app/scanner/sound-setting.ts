/** Sound on or off for scans, per device; every screen that scans shares it (UX-NOTES: users can turn sound off). */
const key = 'freight.scanSound';
const listeners = new Set<() => void>();

export const readSoundOn = () => localStorage.getItem(key) !== 'off';

export const writeSoundOn = (on: boolean) => {
  localStorage.setItem(key, on ? 'on' : 'off');
  for (const listener of listeners) listener();
};

export const subscribeSoundOn = (listener: () => void) => {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => event.key === key && listener();
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
};

import { onStoredChangeElsewhere, readStored, writeStored } from '../storage/local-storage';

/** Sound on or off for scans, per device; every screen that scans shares it (UX-NOTES: users can turn sound off). */
const listeners = new Set<() => void>();

export const readSoundOn = () => readStored('scanSoundOn') ?? true;

export const writeSoundOn = (on: boolean) => {
  writeStored('scanSoundOn', on);
  for (const listener of listeners) listener();
};

export const subscribeSoundOn = (listener: () => void) => {
  listeners.add(listener);
  const stopOtherTabs = onStoredChangeElsewhere(['scanSoundOn'], listener);
  return () => {
    listeners.delete(listener);
    stopOtherTabs();
  };
};

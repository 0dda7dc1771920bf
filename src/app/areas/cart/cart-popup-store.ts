import { useSyncExternalStore } from 'react';

// A module-level store rather than a context: any screen's useAddToCart opens the popup without a provider in between.
let opened = false;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  if (next === opened) return;
  opened = next;
  for (const listener of listeners) listener();
};

export const cartPopup = {
  open: () => set(true),
  close: () => set(false),
  toggle: () => set(!opened),
  isOpen: () => opened,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Whether the top bar's cart popup is open. */
export const useCartPopupOpened = () => useSyncExternalStore(cartPopup.subscribe, cartPopup.isOpen);

import { useSyncExternalStore } from 'react';
import type { UpdateController, UpdateState } from './update-controller';

const noSubscription = () => () => undefined;

/** The state of a new app version; `current` where there is no service worker. */
export const useUpdatePrompt = (updates: UpdateController | null): UpdateState =>
  useSyncExternalStore(updates?.subscribe ?? noSubscription, () => updates?.getSnapshot() ?? 'current');

import { useLiveQuery } from 'dexie-react-hooks';
import { readSavedTimes } from '../store/reference-rows';
import { useCachedReference } from './use-cached-reference';
import { useAttentionRows, useOutboxRows, useUnreadableRows } from './use-outbox';

/**
 * What the sync panel lists, read from this device while the top bar shows the sync status. The
 * panel itself loads the first time it opens; reading here, as when it was always mounted, it
 * opens with its rows already there rather than filling in a moment later.
 */
export const useSyncPanelData = () => ({
  rows: useOutboxRows(),
  attention: useAttentionRows(),
  unreadable: useUnreadableRows(),
  checkpoints: useCachedReference('checkpoints').data?.data ?? [],
  savedLists: useLiveQuery(readSavedTimes, []),
});

export type SyncPanelData = ReturnType<typeof useSyncPanelData>;

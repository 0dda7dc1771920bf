import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { deviceLists, type DeviceListName } from '../reference/device-lists';
import { deviceListsFor } from '../reference/offline-access';
import { readSavedTimes } from '../store/reference-rows';
import { refreshDeviceList } from './use-cached-reference';

/** How often the saved lists' ages are compared with their freshness; each list has its own (deviceLists). */
const checkEveryMs = 60_000;

const isStale = (name: DeviceListName, savedAt: string | undefined, now: number) =>
  savedAt === undefined || now - Date.parse(savedAt) >= deviceLists[name].freshForMs;

/**
 * Keeps the signed-in user's device lists on the device: all of them at sign-in (and each start of
 * the app) and whenever the connection returns, and any older than its freshness every minute.
 * One failing list does not stop the others; the next trigger tries it again.
 */
export const useDeviceListsRefresh = (user: AuthUser) => {
  const queryClient = useQueryClient();
  const names = deviceListsFor(user).join(',');
  const refresh = useEffectEvent(async (onlyStale: boolean) => {
    if (!navigator.onLine) return;
    const saved = onlyStale ? await readSavedTimes() : new Map<string, string>();
    const now = Date.now();
    const due = deviceListsFor(user).filter((name) => !onlyStale || isStale(name, saved.get(name), now));
    await Promise.allSettled(due.map((name) => refreshDeviceList(queryClient, name)));
  });
  useEffect(() => {
    if (names === '') return undefined;
    void refresh(false);
    const online = () => void refresh(false);
    window.addEventListener('online', online);
    const timer = setInterval(() => void refresh(true), checkEveryMs);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [user.id, names]);
};

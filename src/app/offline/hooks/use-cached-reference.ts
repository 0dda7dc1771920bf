import { useEffect, useEffectEvent } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { deviceLists, type DeviceList, type DeviceListData, type DeviceListName } from '../reference/device-lists';
import { readReference, saveReference } from '../store/reference-rows';
import { useOnline } from './use-online';

type Loaded<T> = { data: T; fetchedAt: string | null };

export const notSavedMessage = 'This list has not been saved on this device yet. Connect once to load it.';

/** No connection or a failing server: the saved copy is better than nothing. A 4xx is a real answer. */
const isUnreachable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const listOf = <N extends DeviceListName>(name: N) => deviceLists[name] as DeviceList<DeviceListData<N>>;

export const deviceListKey = (name: DeviceListName) => ['offline-reference', name] as const;

const load = async <N extends DeviceListName>(name: N): Promise<Loaded<DeviceListData<N>>> => {
  const list = listOf(name);
  if (navigator.onLine) {
    try {
      const data = await list.fetch();
      await saveReference(name, data);
      return { data, fetchedAt: null };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      const stored = await readReference(name, list.schema);
      if (stored) return stored;
      throw error;
    }
  }
  const stored = await readReference(name, list.schema);
  if (!stored) throw new Error(notSavedMessage);
  return stored;
};

/**
 * Fetches a device list and saves it, and hands the answer to any screen showing it; returns
 * false when the server could not be reached (the saved copy stays as it was).
 */
export const refreshDeviceList = async (queryClient: QueryClient, name: DeviceListName) => {
  try {
    const data = await listOf(name).fetch();
    await saveReference(name, data);
    queryClient.setQueryData(deviceListKey(name), { data, fetchedAt: null });
    return true;
  } catch (error) {
    if (isUnreachable(error)) return false;
    throw error;
  }
};

/**
 * One of the lists a warehouse screen needs offline (deviceLists). Online it fetches and saves a
 * copy; offline it answers from the copy. `fetchedAt` is null for a live answer and the copy's
 * time otherwise, which is what <CachedAge> shows; losing the connection turns a live answer into
 * the saved copy, so a screen never says Live while offline.
 */
export const useCachedReference = <N extends DeviceListName>(name: N) => {
  const online = useOnline();
  const query = useQuery({
    queryKey: deviceListKey(name),
    queryFn: () => load(name),
    // React Query would otherwise pause offline, and the saved copy would never be read.
    networkMode: 'always',
  });
  const readSaved = useEffectEvent(() => void query.refetch());
  useEffect(() => {
    if (!online) readSaved();
  }, [online]);
  return {
    data: query.data?.data,
    fetchedAt: query.data?.fetchedAt ?? null,
    isLoading: query.isLoading,
    error: query.error,
    refresh: () => void query.refetch(),
  };
};

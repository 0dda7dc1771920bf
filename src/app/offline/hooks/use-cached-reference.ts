import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { ApiError } from '../../api/api-error';
import { readReference, saveReference } from '../store/reference-rows';

type Loaded<T> = { data: T; fetchedAt: string | null };

export const notSavedMessage = 'This list has not been saved on this device yet. Connect once to load it.';

/** No connection or a failing server: the saved copy is better than nothing. A 4xx is a real answer. */
const isUnreachable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const load = async <T>(key: string, fetcher: () => Promise<T>, schema: z.core.$ZodType<T>): Promise<Loaded<T>> => {
  if (navigator.onLine) {
    try {
      const data = await fetcher();
      await saveReference(key, data);
      return { data, fetchedAt: null };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      const stored = await readReference(key, schema);
      if (stored) return stored;
      throw error;
    }
  }
  const stored = await readReference(key, schema);
  if (!stored) throw new Error(notSavedMessage);
  return stored;
};

/**
 * Reference data a warehouse screen needs offline ('checkpoints', 'shipping-methods',
 * 'order-customers', 'taxes', 'deliveries-today', 'package-ins'). Online it fetches and saves a
 * copy; offline it answers from the copy. `fetchedAt` is null for a live answer and the copy's
 * time otherwise, which is what <CachedAge> shows. Every screen using a key must pass the same
 * fetcher and schema, since they share one saved copy.
 */
export const useCachedReference = <T>(key: string, fetcher: () => Promise<T>, schema: z.core.$ZodType<T>) => {
  const query = useQuery({
    queryKey: ['offline-reference', key],
    queryFn: () => load(key, fetcher, schema),
    // React Query would otherwise pause offline, and the saved copy would never be read.
    networkMode: 'always',
  });
  return {
    data: query.data?.data,
    fetchedAt: query.data?.fetchedAt ?? null,
    isLoading: query.isLoading,
    error: query.error,
    refresh: () => void query.refetch(),
  };
};

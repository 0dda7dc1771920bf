import type { EodKind, EodView } from '../../../domain/eod';

/** Query keys of the end-of-day area; a new report makes its kind's lists stale. */
export const eodKey = ['eod'] as const;
export const reportsKey = (kind: EodKind) => [...eodKey, kind, 'reports'] as const;
export const reportsPageKey = (kind: EodKind, page: number) => [...reportsKey(kind), page] as const;
export const detailKey = (view: EodView, id: number) => [...eodKey, view, 'detail', id] as const;

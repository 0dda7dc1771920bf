import { useQuery } from '@tanstack/react-query';
import type { RateKey } from '../../../domain/pricing';
import type { RateVersion } from '../../../domain/rates';
import { ratesApi } from '../../api/rates';

export const ratesKey = ['rates'] as const;

export type RateHistory = { versions: RateVersion[]; inForce: RateVersion | undefined; upcoming: RateVersion[] };

/** Each key's versions, newest first, split by `today`: the one in force, and those still to come. */
export const historyByKey = (rows: readonly RateVersion[], today: string): Map<RateKey, RateHistory> => {
  const byKey = new Map<RateKey, RateHistory>();
  const sorted = [...rows].sort((a, b) => b.effective_from.localeCompare(a.effective_from));
  for (const row of sorted) {
    const history = byKey.get(row.key) ?? { versions: [], inForce: undefined, upcoming: [] };
    history.versions.push(row);
    if (row.effective_from > today) history.upcoming.push(row);
    else history.inForce ??= row;
    byKey.set(row.key, history);
  }
  return byKey;
};

export const useRates = () => useQuery({ queryKey: ratesKey, queryFn: ratesApi.list });

import { Stack, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkpointsApi } from '../../api/checkpoints';
import { packagesApi } from '../../api/packages';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ResultCount } from '../../components/result-count';
import { PackageActiveFilters } from './package-active-filters';
import { PackageFilters } from './package-filters';
import { PackagesCards } from './packages-cards';
import { PackagesTable } from './packages-table';
import { usePackageFilters } from './use-package-filters';

/** Packages (/packages): every package with its order, customer and checkpoint; the alert banner links here with filters. */
export const PackagesScreen = () => {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? true;
  const state = usePackageFilters();
  const checkpoints = useQuery({ queryKey: ['checkpoints'], queryFn: checkpointsApi.list, staleTime: 5 * 60_000 });
  const packages = useQuery({
    queryKey: ['packages', 'page', state.query, state.page],
    queryFn: () => packagesApi.paginated(state.page, state.query),
    placeholderData: keepPreviousData,
  });
  const rows = packages.data?.data ?? [];
  const checkpointList = checkpoints.data?.data ?? [];
  return (
    <Stack gap="md">
      <Title order={2}>Packages</Title>
      <PackageFilters state={state} checkpoints={checkpointList} checkpointsFailed={checkpoints.isError} />
      <PackageActiveFilters state={state} checkpoints={checkpointList} />
      {packages.data && <ResultCount count={packages.data.meta.count} capped={packages.data.meta.count_capped} one="package" many="packages" />}
      <QueryState
        isPending={packages.isPending}
        error={packages.error}
        isEmpty={rows.length === 0}
        empty={state.dirty ? 'No packages match these filters.' : 'There are no packages yet.'}
        onRetry={() => void packages.refetch()}
      >
        {wide ? <PackagesTable rows={rows} /> : <PackagesCards rows={rows} />}
      </QueryState>
      {packages.data && (state.page > 1 || packages.data.meta.has_next) && (
        <Pager page={state.page} hasNext={packages.data.meta.has_next} onChange={state.setPage} disabled={packages.isFetching} />
      )}
    </Stack>
  );
};

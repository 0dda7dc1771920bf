import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import type { UnshippedPackage } from '../../../../domain/shipments';
import { methodLabel } from '../../../components/display-format';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { ResultCount } from '../../../components/result-count';
import { SearchField } from '../../../components/search-field';
import { weightText } from '../shipment-format';
import { useUnshippedPackages } from './use-unshipped-packages';
import type { ShipmentSelection } from './use-shipment-selection';

const Row = ({ pkg, added, onAdd }: { pkg: UnshippedPackage; added: boolean; onAdd: () => void }) => (
  <Paper component="li" withBorder px="sm" py="xs">
    <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
      <Stack gap={0} miw={0}>
        <Text ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {pkg.barcode}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {pkg.client_fullname} (Dept #{pkg.user_id}) · Order #{pkg.order_id}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Sect {pkg.sect} · {methodLabel(pkg.shipping_method)} · {weightText(pkg.weight)}
          {pkg.description ? ` · ${pkg.description}` : ''}
        </Text>
      </Stack>
      <Button
        variant={added ? 'subtle' : 'light'}
        mih={44}
        disabled={added}
        leftSection={added ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
        onClick={onAdd}
        aria-label={added ? `${pkg.barcode} added` : `Add ${pkg.barcode}`}
      >
        {added ? 'Added' : 'Add'}
      </Button>
    </Group>
  </Paper>
);

/** Packages waiting for a shipment, to pick by hand: searched by barcode, order or customer, a page at a time. */
export const UnshippedFinder = ({ selection }: { selection: ShipmentSelection }) => {
  const finder = useUnshippedPackages();
  const { data, isPending, error, isFetching, refetch } = finder.query;
  const rows = data?.data ?? [];
  const addable = rows.filter((pkg) => !selection.isSelected(pkg.id));
  return (
    <Stack gap="sm">
      <SearchField value={finder.search} onChange={finder.setSearch} placeholder="Barcode, order # or customer name" />
      {data && (
        <Group justify="space-between" gap="xs">
          <ResultCount count={data.meta.count} capped={data.meta.count_capped} one="package waiting" many="packages waiting" />
          {addable.length > 1 && (
            <Button variant="default" mih={44} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => selection.add(addable)}>
              Add all {addable.length} on this page
            </Button>
          )}
        </Group>
      )}
      <QueryState
        isPending={isPending}
        error={error}
        isEmpty={rows.length === 0}
        empty={finder.key ? `No package waiting for a shipment matches "${finder.key}".` : 'No packages are waiting for a shipment.'}
        onRetry={() => void refetch()}
      >
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Packages waiting for a shipment">
          {rows.map((pkg) => (
            <Row key={pkg.id} pkg={pkg} added={selection.isSelected(pkg.id)} onAdd={() => selection.add([pkg])} />
          ))}
        </Stack>
      </QueryState>
      {data && (finder.page > 1 || data.meta.has_next) && <Pager page={finder.page} hasNext={data.meta.has_next} onChange={finder.setPage} disabled={isFetching} />}
    </Stack>
  );
};

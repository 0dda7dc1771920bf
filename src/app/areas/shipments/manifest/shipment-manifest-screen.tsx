import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { GroupedPackages, Shipment } from '../../../../domain/shipments';
import { ApiError } from '../../../api/api-error';
import { formatBusinessDate } from '../../../components/business-date';
import { formatMoney } from '../../../components/display-format';
import { LabelledValue } from '../../../components/labelled-value';
import { LoadError } from '../../../components/load-error';
import { NotFound } from '../../../components/not-found';
import { ScreenLoader } from '../../../components/screen-loader';
import { isShipmentId, useGroupedPackages, useShipment } from '../shipment-queries';
import { packagesText } from '../shipment-format';
import { ManifestBox } from './manifest-box';
import { manifestPrintCss } from './manifest-print-css';

const Manifest = ({ shipment, grouped }: { shipment: Shipment; grouped: GroupedPackages }) => {
  // Boxes by name first, then the packages in no box.
  const groups = [...grouped.data].sort((a, b) => (a.box === null ? 1 : b.box === null ? -1 : a.box.localeCompare(b.box)));
  const count = groups.reduce((sum, group) => sum + group.packages.length, 0);
  return (
    <Stack gap="md" className="manifest-page" miw={0}>
      <style>{manifestPrintCss}</style>
      <Group justify="space-between" className="manifest-no-print">
        <Button component={Link} to={`/shipments/${shipment.id}`} variant="default" mih={44} leftSection={<IconArrowLeft size={18} />}>
          Back to the shipment
        </Button>
        <Button mih={44} leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={2}>Manifest of shipment #{shipment.id}</Title>
        <Group gap="lg">
          <LabelledValue label="Carrier">{shipment.carrier}</LabelledValue>
          <LabelledValue label="Manifest">{shipment.manifest_key || 'None'}</LabelledValue>
          <LabelledValue label="Arrival date">{formatBusinessDate(shipment.arrival_date)}</LabelledValue>
          <LabelledValue label="C13">{shipment.customs || 'None'}</LabelledValue>
          <LabelledValue label="Freight">{shipment.freight === null ? 'Not entered' : formatMoney(shipment.freight)}</LabelledValue>
          <LabelledValue label="Packages">{packagesText(count)}</LabelledValue>
        </Group>
      </Stack>
      {groups.length === 0 ? (
        <Text c="dimmed">This shipment has no packages.</Text>
      ) : (
        groups.map((group) => <ManifestBox key={group.box ?? ''} box={group.box} packages={group.packages} />)
      )}
    </Stack>
  );
};

/** The printable manifest (/shipments/:id/manifest): the shipment's header and every package, box by box. */
export const ShipmentManifestScreen = () => {
  const id = Number(useParams().id);
  const shipment = useShipment(id);
  const grouped = useGroupedPackages(id);
  const error = shipment.error ?? grouped.error;
  if (!isShipmentId(id) || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (shipment.data && grouped.data) return <Manifest shipment={shipment.data} grouped={grouped.data} />;
  if (error)
    return (
      <LoadError
        title="Could not load this manifest"
        error={error}
        onRetry={() => {
          void shipment.refetch();
          void grouped.refetch();
        }}
      />
    );
  return <ScreenLoader />;
};

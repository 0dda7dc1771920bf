import { useState } from 'react';
import { Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate, useParams } from 'react-router-dom';
import type { Shipment, ShipmentReport, ShipmentReportRow } from '../../../../domain/shipments';
import { ApiError } from '../../../api/api-error';
import { LoadError } from '../../../components/load-error';
import { NotFound } from '../../../components/not-found';
import { Pager } from '../../../components/pager';
import { ScreenLoader } from '../../../components/screen-loader';
import { useDialogTarget } from '../../../components/use-dialog-target';
import { isShipmentId, useShipment } from '../shipment-queries';
import { AttachmentsDialog } from './attachments-dialog';
import { CalculationsDialog } from './calculations-dialog';
import { QbDialog } from './qb-dialog';
import { ReportCards } from './report-cards';
import { ReportTable } from './report-table';
import { ReportTotals } from './report-totals';
import { ShipmentActionButtons } from './shipment-action-buttons';
import { ShipmentActionMenu } from './shipment-action-menu';
import type { ActionStates, ShipmentAction } from './shipment-actions';
import { ShipmentHeader } from './shipment-header';
import { useCsvExport } from './use-csv-export';
import { usePackageActions } from './use-package-actions';
import { useReport } from './use-report';
import { useSendNotifications } from './use-send-notifications';

type Props = { shipment: Shipment; report: ShipmentReport; page: number; onPage: (page: number) => void; paging: boolean };

const ShipmentView = ({ shipment, report, page, onPage, paging }: Props) => {
  const navigate = useNavigate();
  const theme = useMantineTheme();
  // Below a phone's width sixteen columns would scroll far sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const [dialog, setDialog] = useState<'calculations' | 'attachments' | null>(null);
  const qb = useDialogTarget<ShipmentReportRow>();
  const actions = usePackageActions(shipment.id);
  const notifications = useSendNotifications(shipment.id, report.meta);
  const csv = useCsvExport(shipment.id);
  const idle = { disabled: false, running: false };
  const states: ActionStates = {
    notify: { disabled: notifications.disabled || notifications.running, running: notifications.running },
    calculations: idle,
    attachments: idle,
    edit: idle,
    manifest: idle,
    csv: { disabled: csv.running, running: csv.running },
    create: idle,
  };
  const onAction = (action: ShipmentAction) => {
    if (action === 'notify') notifications.send();
    else if (action === 'csv') csv.run();
    else if (action === 'calculations' || action === 'attachments') setDialog(action);
    else void navigate({ create: '/shipments/create/new', edit: `/shipments/${shipment.id}/edit`, manifest: `/shipments/${shipment.id}/manifest` }[action]);
  };
  const rows = { rows: report.data, actions, onAddQb: qb.open };
  const { pagination } = report.meta;
  return (
    // Room at the bottom so the floating menu never covers the last row or the pager.
    <Stack gap="md" pb={96} miw={0}>
      <ShipmentHeader shipment={shipment} />
      <ShipmentActionButtons states={states} onAction={onAction} />
      <ReportTotals meta={report.meta} />
      <Title order={3} size="h4">
        Packages
      </Title>
      {report.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          This shipment has no packages.
        </Text>
      ) : wide ? (
        <ReportTable {...rows} />
      ) : (
        <ReportCards {...rows} />
      )}
      {pagination.total_pages > 1 && <Pager page={page} totalPages={pagination.total_pages} onChange={onPage} disabled={paging} />}
      <ShipmentActionMenu states={states} onAction={onAction} />
      <CalculationsDialog shipmentId={shipment.id} saved={report.meta.calculations} opened={dialog === 'calculations'} onClose={() => setDialog(null)} />
      <AttachmentsDialog shipmentId={shipment.id} notes={shipment.notes} opened={dialog === 'attachments'} onClose={() => setDialog(null)} />
      <QbDialog row={qb.target} opened={qb.opened} onClose={qb.close} onSave={actions.addQb} />
    </Stack>
  );
};

/** Shipment detail (/shipments/:id, finance spec §2): the report with its totals, its package rows and the shipment's actions. */
export const ShipmentDetailScreen = () => {
  const id = Number(useParams().id);
  const shipment = useShipment(id);
  const report = useReport(id);
  const error = shipment.error ?? report.query.error;
  if (!isShipmentId(id) || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  // A later refetch that fails leaves the page as it was; only a first load that fails says so.
  if (shipment.data && report.query.data)
    return <ShipmentView shipment={shipment.data} report={report.query.data} page={report.page} onPage={report.setPage} paging={report.query.isFetching} />;
  if (error)
    return (
      <LoadError
        title="Could not load this shipment"
        error={error}
        onRetry={() => {
          void shipment.refetch();
          void report.query.refetch();
        }}
      />
    );
  return <ScreenLoader />;
};

import { Group, Paper, Stack, Text } from '@mantine/core';
import type { OldOrderRow } from '../../../domain/old-orders';
import { formatDay } from '../../components/display-format';
import { AboveLink, StretchedLink } from '../../components/stretched-link';
import { ApproveCell, type ApproveActions } from './approve-cell';
import { invoiceCreatedText, invoiceWord, packagesText, waitingPlace, waitingSince } from './old-report-format';
import type { OldReportView } from './report-views';

type Props = ApproveActions & { view: OldReportView; rows: readonly OldOrderRow[] };

/** A report on a phone: a card per order, a tap anywhere opening it, with Approve above the link. */
export const OldReportCards = ({ view, rows, ...actions }: Props) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={view.title}>
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder pos="relative" px="sm" py="xs">
        <Stack gap={4} miw={0}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <StretchedLink to={`/orders/${row.id}`}>Order #{row.id}</StretchedLink>
            <Text size="sm" c="dimmed">
              Created {formatDay(row.created_at)}
            </Text>
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.client} <Text span size="sm" c="dimmed">Dept #{row.client_id}</Text>
          </Text>
          <Text size="sm">
            {packagesText(row.package_count)} · Invoice: {invoiceWord(row)}
            {row.invoiceCreated ? `, created ${invoiceCreatedText(row)}` : ''}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {view.waitingHead}: {waitingPlace(row)} {waitingSince(row)}
          </Text>
          <AboveLink>
            <div className="no-print">
              <ApproveCell row={row} {...actions} />
            </div>
          </AboveLink>
        </Stack>
      </Paper>
    ))}
  </Stack>
);

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { calculationVatLabel, type ShipmentReportMeta } from '../../../../domain/shipments';
import { formatDateTime, formatMoney } from '../../../components/display-format';
import { weightText } from '../shipment-format';
import { FigureTable, type Figure } from '../../../components/figure-table';

const outOf = (count: number, total: number) => `${count.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;

const calculationFigures = (calculations: NonNullable<ShipmentReportMeta['calculations']>): Figure[] => [
  ['Duty', formatMoney(calculations.duty)],
  ['Levy', formatMoney(calculations.levy)],
  ['Freight', formatMoney(calculations.freight)],
  ['Processing', formatMoney(calculations.processing)],
  [calculationVatLabel, formatMoney(calculations.vat)],
  ...calculations.lines.map((line): Figure => [line.name, formatMoney(line.value)]),
];

/**
 * The report's totals for the whole shipment, not just the page shown (finance spec §3): counts,
 * what the invoices charge and what is paid of it in dollars, weights in lb, the shipment's
 * calculations once entered, and its notes.
 */
export const ReportTotals = ({ meta }: { meta: ShipmentReportMeta }) => {
  const total = meta.total_packages;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <FigureTable
          title="Packages"
          figures={[
            ['Packages', total.toLocaleString('en-US')],
            ['Arrived', outOf(meta.arrived_packages, total)],
            ['Notified', outOf(meta.notified_packages, total)],
            ['Paid', outOf(meta.total_paid_packages, total)],
            ['C13', outOf(meta.c13_packages, total)],
            ['Notices sent', meta.notified_at ? formatDateTime(meta.notified_at) : 'Not yet'],
          ]}
        />
        <FigureTable
          title="Charged"
          figures={[
            ['Duty', formatMoney(meta.total_duty)],
            ['Levy', formatMoney(meta.total_levy)],
            ['Freight', formatMoney(meta.freight_subtotal)],
            ['Freight VAT', formatMoney(meta.freight_vat)],
            ['VAT without freight', formatMoney(meta.vat_no_freight)],
            ['Processing', formatMoney(meta.processing_total)],
            ['US pickup', formatMoney(meta.pickup_total)],
          ]}
        />
        <FigureTable
          title="Paid"
          figures={[
            ['Duty', formatMoney(meta.duty_paid)],
            ['Levy', formatMoney(meta.levy_paid)],
            ['Freight', formatMoney(meta.freight_paid)],
            ['Processing', formatMoney(meta.processing_paid)],
            ['VAT', formatMoney(meta.vat_paid)],
          ]}
        />
        <FigureTable
          title="Weights"
          figures={[
            ['Actual', weightText(meta.actual_weight_total)],
            ['Dimensional', weightText(meta.dimensional_weight_total)],
            ['Chargeable', weightText(meta.chargeable_total)],
          ]}
        />
      </SimpleGrid>
      {meta.calculations && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <FigureTable title="Calculations" figures={calculationFigures(meta.calculations)} />
        </SimpleGrid>
      )}
      {meta.notes && (
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Notes">
          <Title order={3} size="h5" mb={4}>
            Notes
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {meta.notes}
          </Text>
        </Paper>
      )}
    </Stack>
  );
};

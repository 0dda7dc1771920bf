import { Table, Text } from '@mantine/core';
import type { Prealert } from '../../../domain/prealerts';
import { formatDay, formatMoney } from '../../components/display-format';
import { freightCompanyLabels } from '../orders/form/freight-companies';

/** The parcel a prealert announces, as table cells: its number and courier, vendor, description, declared value and the day it was filed. */
export const ParcelCells = ({ prealert, strongNumber = false }: { prealert: Prealert; strongNumber?: boolean }) => (
  <>
    <Table.Td>
      <Text ff="monospace" fw={strongNumber ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
        {prealert.tracking_number}
      </Text>
      {prealert.courier && (
        <Text size="sm" c="dimmed">
          {freightCompanyLabels[prealert.courier]}
        </Text>
      )}
    </Table.Td>
    <Table.Td>{prealert.vendor}</Table.Td>
    <Table.Td style={{ overflowWrap: 'anywhere' }}>{prealert.description}</Table.Td>
    <Table.Td ta="right">{formatMoney(prealert.value)}</Table.Td>
    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(prealert.created_at)}</Table.Td>
  </>
);

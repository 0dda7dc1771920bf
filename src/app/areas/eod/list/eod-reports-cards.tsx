import { Group, Paper, Stack, Text } from '@mantine/core';
import type { EodReport } from '../../../../domain/eod';
import { formatBusinessDate } from '../../../components/business-date';
import { formatMoney } from '../../../components/display-format';
import { LabelledValue } from '../../../components/labelled-value';
import { StretchedLink } from '../../../components/stretched-link';
import { endingText, notesText } from '../eod-format';

type Props = { rows: readonly EodReport[]; detailPath: (id: number) => string };

/** The reports on a phone: a card per report, a tap anywhere opening it. */
export const EodReportsCards = ({ rows, detailPath }: Props) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="End-of-day reports">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder pos="relative" px="sm" py="xs">
        <Stack gap={2} miw={0}>
          <Group justify="space-between" gap="xs">
            <StretchedLink to={detailPath(row.id)}>{formatBusinessDate(row.date)}</StretchedLink>
            <Text size="sm" c="dimmed">
              Report #{row.id}
            </Text>
          </Group>
          <Group gap="md">
            <LabelledValue label="Beginning">{formatMoney(row.beginning)}</LabelledValue>
            <LabelledValue label="Ending">{endingText(row.ending)}</LabelledValue>
          </Group>
          <LabelledValue label="Notes">{notesText(row.notes)}</LabelledValue>
        </Stack>
      </Paper>
    ))}
  </Stack>
);

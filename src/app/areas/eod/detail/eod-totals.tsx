import { SimpleGrid, Stack, Text } from '@mantine/core';
import { eodFigureGroups, feeLines } from './eod-figures';
import { FigureSection, FigureTable } from '../../../components/figure-table';
import { FeeBox } from './fee-box';
import type { EodDetailView } from './use-eod-detail';

/** Every total of the report's day in labelled groups, then the report's notes. */
export const EodTotals = ({ detail }: { detail: EodDetailView }) => {
  const groups = eodFigureGroups(detail);
  const notes = detail.meta.report_notes?.trim();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {groups.before.map((group) => (
          <FigureTable key={group.title} {...group} noWrap />
        ))}
        <FeeBox lines={feeLines(detail.meta)} />
        {groups.after.map((group) => (
          <FigureTable key={group.title} {...group} noWrap />
        ))}
      </SimpleGrid>
      {notes && (
        <FigureSection title="Notes">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {notes}
          </Text>
        </FigureSection>
      )}
    </Stack>
  );
};

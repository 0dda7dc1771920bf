import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { eodFigureGroups, feeLines } from './eod-figures';
import { FeeBox, FigureBox } from './figure-box';
import type { EodDetailView } from './use-eod-detail';

/** Every total of the report's day in labelled groups, then the report's notes. */
export const EodTotals = ({ detail }: { detail: EodDetailView }) => {
  const groups = eodFigureGroups(detail);
  const notes = detail.meta.report_notes?.trim();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {groups.before.map((group) => (
          <FigureBox key={group.title} {...group} />
        ))}
        <FeeBox lines={feeLines(detail.meta)} />
        {groups.after.map((group) => (
          <FigureBox key={group.title} {...group} />
        ))}
      </SimpleGrid>
      {notes && (
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Notes">
          <Title order={3} size="h5" mb={4}>
            Notes
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {notes}
          </Text>
        </Paper>
      )}
    </Stack>
  );
};

import { ColorSwatch, Group, Text } from '@mantine/core';
import { seriesColor } from './chart-colors';

/**
 * The chart's series under it, wrapping as a phone needs: recharts' own legend keeps a fixed
 * height and ran into the buttons below once nine methods wrapped onto three lines.
 */
export const SeriesLegend = ({ labels }: { labels: readonly string[] }) => (
  <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Legend">
    {labels.map((label, i) => (
      <Group key={label} gap={4} component="li" wrap="nowrap">
        <ColorSwatch color={`var(--mantine-color-${seriesColor(i).replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
        <Text size="sm">{label}</Text>
      </Group>
    ))}
  </Group>
);

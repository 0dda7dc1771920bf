import { AreaChart, BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { axisDay, seriesColor } from './chart-colors';
import { SeriesLegend } from './series-legend';

type Props = {
  /** A row a day, oldest first, with a value for each series' name. */
  days: readonly ({ date: string } & Record<string, number | string>)[];
  series: readonly { name: string; label: string }[];
  /** Bars for counts, areas for money. */
  kind: 'bar' | 'area';
  valueFormatter?: (value: number) => string;
  yAxisWidth: number;
};

/** A 30-day chart with each day's figure stacked by series, and its legend under it. */
export const DailyChart = ({ days, series, kind, valueFormatter, yAxisWidth }: Props) => {
  const shared = {
    h: 280,
    data: days.map((day) => ({ ...day, day: axisDay(day.date) })),
    dataKey: 'day',
    type: 'stacked' as const,
    series: series.map((one, i) => ({ ...one, color: seriesColor(i) })),
    valueFormatter,
    yAxisProps: { width: yAxisWidth, allowDecimals: false },
    xAxisProps: { interval: 'preserveStartEnd' as const, minTickGap: 12 },
  };
  return (
    <Stack gap="xs">
      {kind === 'bar' ? <BarChart {...shared} tickLine="y" /> : <AreaChart {...shared} withDots={false} curveType="linear" />}
      <SeriesLegend labels={series.map((one) => one.label)} />
    </Stack>
  );
};

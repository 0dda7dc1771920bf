import { BarChart } from '@mantine/charts';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DashboardPackages } from '../../../domain/admin-dashboard';
import { packageAlertLines } from '../../layout/alert-lines';

/** Packages at each checkpoint now, one bar a checkpoint, names along the left so long ones stay readable on a phone. */
export const PackagesChart = ({ data }: { data: DashboardPackages }) => (
  <BarChart
    h={Math.max(200, data.checkpoints.length * 40)}
    data={data.checkpoints.map((checkpoint) => ({ checkpoint: checkpoint.name, packages: checkpoint.count }))}
    dataKey="checkpoint"
    orientation="vertical"
    series={[{ name: 'packages', label: 'Packages', color: 'blue.7' }]}
    yAxisProps={{ width: 140, interval: 0 }}
    xAxisProps={{ allowDecimals: false }}
    gridAxis="x"
  />
);

/** The banner's three waits as cards, each opening the packages list under the banner's own filters. */
export const PackageAlertCards = ({ alerts }: { alerts: DashboardPackages['alerts'] }) => (
  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
    {packageAlertLines(alerts).map((line) => (
      <Paper key={line.key} withBorder p="sm" radius="md">
        <Text size="xl" fw={700}>
          {line.count}
        </Text>
        <Anchor component={Link} to={line.to} size="sm">
          {line.text}
        </Anchor>
      </Paper>
    ))}
  </SimpleGrid>
);

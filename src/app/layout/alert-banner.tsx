import { useState } from 'react';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { decideScreen, type ScreenName } from '../../domain/access';
import type { AuthUser } from '../../domain/auth';
import { isCustomerType } from '../../domain/constants';
import { alertsApi } from '../api/alerts';
import { alertLines } from './alert-lines';

const statsRefreshMs = 60_000;

const Line = ({ text, to, canOpen }: { text: string; to: string; canOpen: boolean }) => (
  <li>
    {canOpen ? (
      <Anchor component={Link} to={to} c="red.9" fw={600} size="sm" underline="always">
        {text}
      </Anchor>
    ) : (
      <Text span fw={600} size="sm" c="red.9">
        {text}
      </Text>
    )}
  </li>
);

/**
 * The red banner on every staff page (portal spec §2, Layout): outstanding deliveries, and
 * packages that have waited too long, each linking to the list that shows them. Counts refresh
 * every minute; a failed refresh keeps the last counts rather than flashing an error on every page.
 */
export const AlertBanner = ({ user, compact = false }: { user: AuthUser; compact?: boolean }) => {
  const [expanded, setExpanded] = useState(false);
  const staff = !isCustomerType(user.account_type);
  const stats = useQuery({ queryKey: ['alerts', 'stats'], queryFn: alertsApi.stats, enabled: staff, refetchInterval: statsRefreshMs, staleTime: statsRefreshMs / 2 });
  if (!staff || !stats.data) return null;
  const lines = alertLines(stats.data).filter((line) => line.count > 0);
  if (lines.length === 0) return null;
  const canOpen = (screen: ScreenName) => decideScreen(screen, user).kind === 'allow';
  // On the scan screen the form must stay in view: one line, the rest a tap away.
  if (compact && !expanded) {
    return (
      <Alert
        color="red"
        variant="light"
        mb="xs"
        py={4}
        icon={<IconAlertTriangle size={18} />}
        styles={{ root: { borderLeft: '6px solid var(--mantine-color-red-8)' }, body: { minWidth: 0 } }}
        aria-label="Alerts"
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" fw={600} c="red.9" truncate miw={0} style={{ flex: 1 }}>
            {lines.map((line) => line.text).join(' · ')}
          </Text>
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setExpanded(true)} aria-expanded={false}>
            Show
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      mb="md"
      py="xs"
      icon={<IconAlertTriangle size={20} />}
      styles={{ root: { borderLeft: '6px solid var(--mantine-color-red-8)' } }}
      aria-label="Alerts"
    >
      <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none', rowGap: 6 }}>
        {lines.map((line) => (
          <Line key={line.key} text={line.text} to={line.to} canOpen={canOpen(line.screen)} />
        ))}
      </Group>
    </Alert>
  );
};

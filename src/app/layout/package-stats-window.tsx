import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { decideScreen } from '../../domain/access';
import type { AuthUser } from '../../domain/auth';
import { alertsApi } from '../api/alerts';
import { FormDialog } from '../components/form-dialog';
import { QueryState } from '../components/query-state';
import { alertLines } from './alert-lines';

type Props = { user: AuthUser; opened: boolean; onClose: () => void };

/**
 * The special users' package stats (both specs, §6): the four alert counts, zeros included, each
 * linking to the list the banner links to, so they can start the day on what is stuck.
 */
export const PackageStatsWindow = ({ user, opened, onClose: close }: Props) => {
  const stats = useQuery({ queryKey: ['alerts', 'stats'], queryFn: alertsApi.stats, enabled: opened });
  return (
    <FormDialog opened={opened} onClose={close} title="Package Stats">
      <QueryState isPending={stats.isPending} error={stats.error} isEmpty={false} empty="" onRetry={() => void stats.refetch()}>
        <List spacing="sm" listStyleType="none" aria-label="Package stats">
          {stats.data &&
            alertLines(stats.data).map((line) => (
              <List.Item key={line.key}>
                {decideScreen(line.screen, user).kind === 'allow' ? (
                  <Anchor component={Link} to={line.to} onClick={close} fw={600}>
                    {line.text}
                  </Anchor>
                ) : (
                  <Text fw={600}>{line.text}</Text>
                )}
              </List.Item>
            ))}
        </List>
      </QueryState>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          Close
        </Button>
      </Group>
    </FormDialog>
  );
};

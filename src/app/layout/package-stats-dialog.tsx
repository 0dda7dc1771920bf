import { useEffect, useState } from 'react';
import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { decodeJwt } from 'jose';
import { Link } from 'react-router-dom';
import { decideScreen } from '../../domain/access';
import type { AuthUser } from '../../domain/auth';
import { isCustomerType, packageStatsDelayMs } from '../../domain/constants';
import { alertsApi } from '../api/alerts';
import { FormDialog } from '../components/form-dialog';
import { QueryState } from '../components/query-state';
import { readStored, writeStored } from '../storage/local-storage';
import { alertLines } from './alert-lines';

/** The session a token belongs to: its id, or the token itself for one signed without an id. */
const sessionOf = (token: string) => {
  try {
    return decodeJwt(token).jti ?? token;
  } catch {
    return token;
  }
};

/** Opens once per session, packageStatsDelayMs after the app loads, for special staff only. */
const useOncePerSession = (active: boolean, token: string) => {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!active) return;
    const session = sessionOf(token);
    if (readStored('packageStatsSeen', sessionStorage) === session) return;
    const timer = setTimeout(() => {
      writeStored('packageStatsSeen', session, sessionStorage);
      setOpened(true);
    }, packageStatsDelayMs);
    return () => clearTimeout(timer);
  }, [active, token]);
  return [opened, () => setOpened(false)] as const;
};

/**
 * The special users' package stats (both specs, §6): the four alert counts, zeros included, each
 * linking to the list the banner links to, so they can start the day on what is stuck.
 */
export const PackageStatsDialog = ({ user, token }: { user: AuthUser; token: string }) => {
  const [opened, close] = useOncePerSession(user.special && !isCustomerType(user.account_type), token);
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

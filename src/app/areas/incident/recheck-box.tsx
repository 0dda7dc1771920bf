import { useState } from 'react';
import { Badge, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChecks } from '@tabler/icons-react';
import { readTypedIds, recheckMaxIds } from '../../../domain/incident';
import { incidentApi } from '../../api/incident';
import { QueryState } from '../../components/query-state';
import { IncidentCard, IncidentCards } from './incident-card';

const MatchBadge = ({ match }: { match: boolean }) => (
  <Badge variant={match ? 'outline' : 'filled'} color={match ? 'green.9' : 'red.9'}>
    {match ? 'Matches' : 'Differs'}
  </Badge>
);

/**
 * The spec's "bulk invoice upload", read as a re-check (docs/decisions.md, Incident report): the
 * invoice ids typed here are repriced and each says whether its stored figures match.
 */
export const RecheckBox = () => {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const { ids, error } = readTypedIds(text);
  const result = useQuery({ queryKey: ['incident', 'recheck', asked], queryFn: () => incidentApi.recheck(asked!), enabled: asked !== null });
  const data = result.data;
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="recheck-title">
      <Stack gap="sm">
        <Title order={3} id="recheck-title">
          Re-check invoices
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            // The API takes ids and commas only; what was typed between them does not matter.
            if (ids) setAsked(ids.join(','));
          }}
        >
          <Stack gap="sm" align="flex-start">
            <Textarea
              size="md"
              label="Invoice ids"
              description={`Up to ${recheckMaxIds}, separated by commas, spaces or lines`}
              placeholder="1042, 1043"
              rows={2}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={touched ? error : null}
              w="100%"
            />
            <Button type="submit" size="md" leftSection={<IconChecks size={18} />} loading={result.isFetching}>
              Re-check
            </Button>
          </Stack>
        </form>
        {asked !== null && (
          <QueryState isPending={result.isPending} error={result.error} isEmpty={false} empty="" onRetry={() => void result.refetch()}>
            {data && (
              <Stack gap="xs">
                {data.not_found.length > 0 && <Text c="red.9">Not found: {data.not_found.join(', ')}</Text>}
                <IncidentCards label="Re-checked invoices">
                  {data.results.map((invoice) => (
                    <IncidentCard key={invoice.id} invoice={invoice} badge={<MatchBadge match={invoice.match} />} />
                  ))}
                </IncidentCards>
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </Paper>
  );
};

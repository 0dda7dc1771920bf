import { useId } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AuthUser } from '../../../domain/auth';
import { addressSuffixes, cityLine, deptLine, streetLineWithDept } from '../../../domain/client-dashboard';
import { LabelledValue } from '../../components/labelled-value';
import { QueryState } from '../../components/query-state';
import { ClientCopyLine } from './client-copy-line';
import { useUsAddress } from './client-queries';

/**
 * The customer's US shipping address (portal spec §1, §2): the company's Miami warehouse with their
 * Dept # on the street line, and one full line per suffix letter to copy into a store's checkout.
 */
export const ClientUsAddress = ({ user }: { user: AuthUser }) => {
  const address = useUsAddress();
  const headingId = useId();
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId} h="100%">
      <Title order={3} size="h4" id={headingId}>
        Your US shipping address
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Ship your US purchases to our Miami warehouse with this address; we bring them to Nassau. Your Dept # is {user.id}.
      </Text>
      <QueryState isPending={address.isPending} error={address.error} isEmpty={false} empty="" onRetry={() => void address.refetch()}>
        {address.data && (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={2} component="address" style={{ fontStyle: 'normal' }} aria-label="US shipping address">
              <LabelledValue label="Name">{name}</LabelledValue>
              <LabelledValue label="Address line 1">{address.data.street}</LabelledValue>
              <LabelledValue label="Address line 2">{deptLine(user.id, '')} and a letter below</LabelledValue>
              <LabelledValue label="City, state, ZIP">{cityLine(address.data)}</LabelledValue>
              <LabelledValue label="Country">United States</LabelledValue>
              <LabelledValue label="Phone">{address.data.phone}</LabelledValue>
            </SimpleGrid>
            <Text size="sm" fw={600}>
              Add the letter for how your parcel should travel:
            </Text>
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Address lines by delivery speed">
              {addressSuffixes.map((suffix) => (
                <ClientCopyLine key={suffix.letter} letter={suffix.letter} text={streetLineWithDept(address.data, user.id, suffix.letter)} explanation={suffix.explanation} />
              ))}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
};

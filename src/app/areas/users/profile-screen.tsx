import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { usersApi } from '../../api/users';
import { errorMessage } from '../../components/schema-form';
import { useSession } from '../../session/use-session';
import { ProfileForm } from './profile-form';

/** My Account: any signed-in user edits their own profile. */
export const ProfileScreen = () => {
  const session = useSession();
  const id = session?.user.id ?? 0;
  const profile = useQuery({ queryKey: ['users', id], queryFn: () => usersApi.user(id), enabled: session !== null });
  if (!session) return null;
  return (
    <Stack maw={760} gap="md">
      <Title order={2}>My Account</Title>
      {profile.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      )}
      {profile.error && (
        <Alert color="red" title="Could not load your profile">
          <Text size="sm">{errorMessage(profile.error)}</Text>
          <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {profile.data && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <ProfileForm key={profile.data.id} user={profile.data} sessionUser={session.user} />
        </Paper>
      )}
    </Stack>
  );
};

import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { usersApi } from '../../api/users';
import { LoadError } from '../../components/load-error';
import { ScreenLoader } from '../../components/screen-loader';
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
      {profile.isPending && <ScreenLoader />}
      {profile.error && <LoadError title="Could not load your profile" error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <ProfileForm key={profile.data.id} user={profile.data} sessionUser={session.user} />
        </Paper>
      )}
    </Stack>
  );
};

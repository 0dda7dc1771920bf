import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export const NotFound = () => (
  <Stack p="xl" align="center">
    <Title order={2}>Page not found</Title>
    <Text c="dimmed">There is nothing at this address.</Text>
    <Anchor component={Link} to="/">
      Go to the start page
    </Anchor>
  </Stack>
);

import { Anchor, Container, Stack, Text, Title } from '@mantine/core';

/** The landing page until the app shell's sign-in screens replace it. */
export const Welcome = () => (
  <Container size="sm" py="xl">
    <Stack>
      <Title order={1}>Bahamas Freight</Title>
      <Text>Freight forwarding between Miami and Nassau, with pickup at #48 Madeira Street and #33 Harbor Bay Shopping Plaza.</Text>
      <Anchor href="/api/docs">API documentation</Anchor>
    </Stack>
  </Container>
);

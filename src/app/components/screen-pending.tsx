import { Stack, Text, Title } from '@mantine/core';

/** A route of the spec whose screen this build does not have yet: say so rather than show a blank page. */
export const ScreenPending = ({ title }: { title: string }) => (
  <Stack>
    <Title order={2}>{title}</Title>
    <Text c="dimmed">This part of the product is not available yet.</Text>
  </Stack>
);

import { Text } from '@mantine/core';

export const Footer = () => (
  <Text size="xs" c="dimmed" ta="center">
    © 2017 Bahamas Freight. All rights reserved.
  </Text>
);

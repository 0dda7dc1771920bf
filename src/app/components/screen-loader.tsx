import { Center, Loader } from '@mantine/core';

export const ScreenLoader = () => (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);

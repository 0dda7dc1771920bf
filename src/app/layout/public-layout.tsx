import { Suspense } from 'react';
import { Box, Container, Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ScreenLoader } from '../components/screen-loader';
import { Footer } from './footer';

/** Sign-in, registration and password screens: no drawer, one column that fits a phone. */
export const PublicLayout = () => (
  <Box mih="100dvh" bg="gray.0" py="xl">
    <Container size={460}>
      <Stack gap="lg">
        <Title order={1} ta="center" c="blue.9">
          Bahamas Freight
        </Title>
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
        <Footer />
      </Stack>
    </Container>
  </Box>
);

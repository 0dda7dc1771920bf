import { Suspense } from 'react';
import { Box, Container, Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ScreenLoader } from '../components/screen-loader';
import { Footer } from './footer';

/**
 * A guest's frame: no drawer. Sign-in, registration and password screens take one narrow column;
 * the public screens (orders for sale, the cost calculator) a wider one for their cards and results.
 */
export const PublicLayout = ({ wide = false }: { wide?: boolean }) => (
  <Box mih="100dvh" bg="gray.0" py="xl">
    <Container size={wide ? 'md' : 460}>
      <Stack gap="lg">
        <Title order={1} ta="center" c="blue.9">
          Bahamas Freight
        </Title>
        <Box component="main">
          <Suspense fallback={<ScreenLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Stack>
    </Container>
  </Box>
);

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { ApiError } from './api/api-error';
import { ConfirmationsHost, SnackbarsHost } from './components/on-demand-hosts';
import { UpdatePrompt } from './pwa/update-prompt';
import { AppRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    // A 4xx will not change on retry; network errors and 5xx get two more tries.
    queries: { retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500), staleTime: 30_000 },
  },
});

export const App = () => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
    <QueryClientProvider client={queryClient}>
      <ConfirmationsHost />
      <SnackbarsHost />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <UpdatePrompt />
    </QueryClientProvider>
  </MantineProvider>
);

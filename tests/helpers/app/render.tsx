import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cssVariablesResolver, theme } from '../../../src/app/theme';
import { ConfirmationsHost } from '../../../src/app/components/on-demand-hosts';
import './on-demand-parts';

/** Renders app components with the providers the real app has, at a given address. */
export const renderWithProviders = (ui: ReactNode, { path = '/' }: { path?: string } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <ConfirmationsHost />
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
};

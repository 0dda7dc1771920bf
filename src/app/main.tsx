import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import { Welcome } from './welcome';
import { registerServiceWorker } from './service-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <Welcome />
    </MantineProvider>
  </StrictMode>,
);

registerServiceWorker();

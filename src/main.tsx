import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { configResult } from './lib/config';
import { createQueryClient } from './lib/queries';
import './styles/global.css';

// Only a deployment with half its settings ever shows it.
const ConfigErrorPage = lazy(() => import('./app/ConfigErrorPage').then((m) => ({ default: m.ConfigErrorPage })));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {configResult.ok ? (
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    ) : (
      <Suspense>
        <ConfigErrorPage missing={configResult.missing} />
      </Suspense>
    )}
  </StrictMode>,
);

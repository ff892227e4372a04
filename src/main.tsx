import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { ConfigErrorPage } from '@/app/ConfigErrorPage';
import { configResult } from '@/lib/config';
import '@/styles/global.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {configResult.ok ? (
      <BrowserRouter>
        <App />
      </BrowserRouter>
    ) : (
      <ConfigErrorPage missing={configResult.missing} />
    )}
  </StrictMode>,
);

import './apply-theme';
import '@/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '@/lib/query-client';
import { prefetchEntryData } from './entry-data';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The page's chunks and first image were started by index.html (build/entry-preload.ts).
prefetchEntryData(window.location.hash, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

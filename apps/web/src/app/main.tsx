import './apply-theme';
import '@/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '@/lib/query-client';
import { prefetchEntryData } from './entry-data';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// index.html started the entry page's chunks, first image and data (build/entry-preload.ts);
// the page's queries pick that data up here, before the first render.
void prefetchEntryData(window.location.hash, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

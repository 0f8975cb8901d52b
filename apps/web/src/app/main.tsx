import './apply-theme';
import '@/styles.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { replayEarlyClicks } from '@/lib/early-clicks';
import { CLIENT_ONLY_DIGEST, SERVER_STATE_ID } from '@/lib/hydration';
import { settingsQueryOptions } from '@/api/settings';
import { queryClient } from '@/lib/query-client';
import { prefetchEntryData } from './entry-data';
import { adoptHashAddress } from './hash-address';
import { App } from './app';

/*
 * React DOM is imported dynamically, after a task boundary: evaluated with the rest of the bundle
 * it made one task long enough to block input on a phone; this way the app's modules and React
 * DOM are evaluated in two tasks. The build preloads its chunk (build/entry-preload.ts), so the
 * split costs no network round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // An old `/#/…` link becomes its real address before anything reads the location.
  adoptHashAddress();
  const address = `${window.location.pathname}${window.location.search}`;
  // A page rendered on the server carries its data: in the cache before anything asks for it,
  // so the first render is the server's markup and nothing it shows is fetched again. Unless
  // the server rendered another address: an old `/#/…` link reaches it as `/` (the hash stays
  // in the browser), and the home page it sent is not the page at the link's real address.
  const elsewhere = renderedElsewhere(address);
  if (!elsewhere) adoptServerState();
  await nextTask();
  // index.html started the entry page's chunks, first image and data (build/entry-preload.ts);
  // the page's queries pick that data up here, before the first render. In a task of its own:
  // the first calls into the query cache and the API client compile their code, and with the
  // bundle's evaluation that made one task long enough to block input on a phone.
  void prefetchEntryData(address, queryClient);
  // The shop's currency, once a session, beside the page's data: it has answered before the
  // first amount is drawn (decision 081).
  void queryClient.prefetchQuery(settingsQueryOptions());
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  const app = <App />;

  // index.html holds the storefront's shell (header, footer, the page's fallback), pre-rendered
  // by the build: React takes it over instead of painting it again. The admin area has a layout
  // of its own, so there the shell is replaced; so are an empty #root (the dev server's page)
  // and the home page the server sent for an old `/#/…` link.
  const isAdmin = /^\/admin(?:\/|$)/.test(window.location.pathname);
  // Both in a transition: React then works in slices of a few milliseconds and lets the browser
  // paint and answer input between them, instead of one long task (a phone's first seconds).
  if (container.firstElementChild && !isAdmin && !elsewhere) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error) {
          // The page under the header is rendered here by design (lib/hydration.ts).
          if (isClientOnlyBoundary(error)) return;
          reportError(error);
        },
      });
    });
  } else {
    container.textContent = '';
    // The page may be another than the server's (an old /#/ link): nothing is held for it. The
    // server's nodes are gone, so none of their early clicks is made again.
    replayEarlyClicks();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

/**
 * The server's data (TanStack Query's dehydrated state) as fresh as the HTML that carried it:
 * its time is when the server read it, and a cached page may be a few seconds old, which a
 * staleTime counted from then would take for stale and refetch on mount. The server's page
 * cache is emptied by every catalogue write (decision 102), so the data is as new as the page.
 */
function adoptServerState() {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state);
  } catch (error) {
    // The page asks for its data itself, as it would without the server's.
    reportError(error);
  }
}

/** Whether the page's HTML was rendered by the server for another address than `address`. */
function renderedElsewhere(address: string): boolean {
  const rendered = document.getElementById(SERVER_STATE_ID)?.dataset.location;
  if (rendered === undefined) return false;
  // One list in any order of its query is one page (the server caches it once).
  const normal = (location: string) => {
    const url = new URL(location, window.location.origin);
    url.searchParams.sort();
    return `${url.pathname}${url.search}`;
  };
  return normal(rendered) !== normal(address);
}

function isClientOnlyBoundary(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { digest?: unknown }).digest === CLIENT_ONLY_DIGEST
  );
}

void start();

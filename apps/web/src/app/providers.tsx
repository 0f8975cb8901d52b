import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useCurrency } from '@/api/settings';
import { CurrencyContext } from '@/components/ui/price';
import { queryClient } from '@/lib/query-client';
import { hasToastBeenRequested, subscribeToastRequests } from '@/lib/toast';
import { ThemeProvider } from '@/lib/theme-provider';

const loadToastContainer = () => import('./toast-container');
const AppToastContainer = lazy(loadToastContainer);

/** What a person does before anything of theirs can fail: the toast's code is fetched then. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Mounts the toast container once the first toast is asked for (see lib/toast.ts). Its code
 * (react-toastify, about 10 KB gzip) is fetched at the visitor's first touch, key or focus, not
 * with the first page: the toast that says the connection is gone (after Pay Now, say) must not
 * need the connection to show, and every such action starts with an interaction.
 */
function ToastHost() {
  useEffect(() => {
    const load = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, true);
      void loadToastContainer().catch(() => undefined);
    };
    for (const type of FIRST_INTERACTION) {
      window.addEventListener(type, load, { capture: true, passive: true });
    }
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, true);
    };
  }, []);
  const requested = useSyncExternalStore(
    subscribeToastRequests,
    hasToastBeenRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}

/** Every amount on every screen in the shop's currency, from GET /settings (decision 081). */
function ShopCurrency({ children }: { children: ReactNode }) {
  return <CurrencyContext.Provider value={useCurrency()}>{children}</CurrencyContext.Provider>;
}

/** `client`: the server renders each page with a client of its own (entry-server.tsx). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client ?? queryClient}>
      <ThemeProvider>
        <ShopCurrency>{children}</ShopCurrency>
        <ToastHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

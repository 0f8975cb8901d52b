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

/**
 * Mounts the toast container once the first toast is asked for (see lib/toast.ts). Its code is
 * fetched as soon as the page is idle: the toast that says the connection is gone must not need the
 * connection to show.
 */
function ToastHost() {
  useEffect(() => {
    const load = () => void loadToastContainer().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 0);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
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

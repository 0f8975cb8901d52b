import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCurrency } from '@/api/settings';
import { CurrencyContext } from '@/components/ui/price';
import { queryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme-provider';
import { ToastHost } from './toast-host';

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

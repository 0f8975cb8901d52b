import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';
import { applyTheme, readInitialIsDark, saveTheme } from '@/lib/theme';

type ThemeContextValue = {
  isDark: boolean;
  setDark: (isDark: boolean) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useState(readInitialIsDark);
  // The page is painted in the saved theme already (apply-theme.ts runs before React); the
  // pre-rendered shell was built in the light one, so hydration reads light, the next render
  // the saved theme (lib/hydration.ts).
  const isDark = useHydrated() && saved;

  const setDark = useCallback((next: boolean) => {
    applyTheme(next);
    saveTheme(next);
    setSaved(next);
  }, []);

  const value = useMemo(
    () => ({ isDark, setDark, toggleTheme: () => setDark(!isDark) }),
    [isDark, setDark],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}

import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { applyTheme, readInitialIsDark, saveTheme } from '@/lib/theme';

type ThemeContextValue = {
  isDark: boolean;
  setDark: (isDark: boolean) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [isDark, setIsDark] = useState(readInitialIsDark);

  const setDark = useCallback((next: boolean) => {
    applyTheme(next);
    saveTheme(next);
    setIsDark(next);
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

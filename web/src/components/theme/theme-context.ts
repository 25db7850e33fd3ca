import type { Theme } from '@domain/theme';
import { createContext, useContext } from 'react';

/** The theme as components see it. */
export interface ThemeContextValue {
  /** The chosen theme. */
  theme: Theme;
  /** What the page shows now: `system` resolved against the OS preference. */
  resolvedTheme: 'light' | 'dark';
  /** Chooses a theme: applied at once and kept in localStorage `ui-theme`. */
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);

/** The current theme and how to change it; only inside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}

import { DARK_CLASS, isDark, isTheme, THEME_STORAGE_KEY, type Theme } from '@domain/theme';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeContext, type ThemeContextValue } from './theme-context';

const DARK_QUERY = '(prefers-color-scheme: dark)';

// The OS preference, live: a change in the system settings re-renders whoever follows it.
const darkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined);
const subscribeToSystem = (changed: () => void) => {
  const query = darkQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
};
const systemPrefersDark = () => darkQuery()?.matches ?? false;

/** The theme this browser keeps under `ui-theme`; `system` (the default) when none or unreadable. */
function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Puts the theme on the document root: the `dark` class for the styles, color-scheme for native controls. */
function applyTheme(dark: boolean) {
  const root = document.documentElement;
  root.classList.toggle(DARK_CLASS, dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * The colour theme for every page (docs/product.md#theme): light, dark or system (following the OS preference
 * live), kept in localStorage `ui-theme`. The script in web/index.html has already applied it before
 * the first paint; this keeps it applied as choices, the OS preference and other tabs change.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState(storedTheme);
  const systemDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  const dark = isDark(theme, systemDark);

  useEffect(() => applyTheme(dark), [dark]);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const changed = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) setThemeState(storedTheme());
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch (error) {
      // Storage full or disabled: the theme still applies for this visit.
      console.warn('Could not keep the theme on this device', error);
    }
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme: dark ? 'dark' : 'light', setTheme }),
    [theme, dark, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

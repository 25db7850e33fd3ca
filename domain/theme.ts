/**
 * The colour theme (docs/product.md#theme). Kept apart from settings.ts so the public pages, which apply
 * the theme, load no validation library with it.
 */

/** The colour themes; `system` follows the operating system's dark preference. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * localStorage key of the theme (docs/product.md#theme), also read before the app loads by the script in
 * web/index.html.
 */
export const THEME_STORAGE_KEY = 'ui-theme';

/** The class on the document root that turns the dark styles on (Tailwind's `dark:` variant). */
export const DARK_CLASS = 'dark';

/** Whether `value` is one of THEMES. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Whether the page should be dark: the chosen theme, or for `system` the OS preference. */
export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark);
}

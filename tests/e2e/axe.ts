import { DARK_CLASS, THEME_STORAGE_KEY } from '@domain/theme';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The themes every screen is audited in. */
export const AUDITED_THEMES = ['light', 'dark'] as const;

/**
 * Opens every page of this browser page in `theme`, as the theme switch keeps it (the page's first
 * script applies it before anything is drawn). Call before the first navigation.
 */
export function applyTheme(page: Page, theme: (typeof AUDITED_THEMES)[number]) {
  return page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_STORAGE_KEY,
    value: theme,
  });
}

/** Whether the page is drawn dark right now. */
export function isDrawnDark(page: Page) {
  return page.evaluate((dark) => document.documentElement.classList.contains(dark), DARK_CLASS);
}

/** Runs axe-core in the page and returns its serious and critical violations, with where they are. */
export async function seriousViolations(page: Page) {
  // Evaluated through the browser's debugging protocol, which the page's CSP does not govern.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => window.axe.run(document));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

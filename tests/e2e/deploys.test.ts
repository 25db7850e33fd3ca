import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';

// After a deploy, an open tab still runs the old version and asks for chunks that are gone.
const appPage = useAppPage();

/**
 * Mind Patterns' own chunk, as built: of the chunks named "patterns" (domain/patterns.ts has one too,
 * as the journal's route shares its name with domain/journal.ts), the one that draws the page.
 */
function pageChunk(): RegExp {
  const assets = new URL('../../web/dist/assets/', import.meta.url);
  const chunk = readdirSync(assets).find(
    (name) =>
      /^patterns-[\w-]+\.js$/.test(name) &&
      readFileSync(new URL(name, assets), 'utf8').includes('Mind Patterns'),
  );
  if (!chunk) throw new Error('No built chunk draws Mind Patterns: run npm run build first.');
  return new RegExp(`/assets/${chunk.replace('.', '\\.')}$`);
}
const PAGE_CHUNK = pageChunk();
let page: Page;

beforeEach(async () => {
  page = appPage();
  await new AuthPage(page).signUpNewUser('Dee Ploy', 'deploy');
});

describe('a tab open across a deploy', () => {
  it('should reload once when a page chunk is missing, and then show the page', async () => {
    let refused = 0;
    await page.route(PAGE_CHUNK, (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patterns' }).click();
    await page.getByRole('heading', { name: 'Mind Patterns', exact: true }).waitFor();
    expect(refused).toBe(2);
    expect(loads).toEqual([expect.stringMatching(/\/app\/patterns$/)]);
  });

  it('should show a way back, not a blank page, when the chunk stays missing', async () => {
    await page.route(PAGE_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/app/patterns');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText('This page could not load. Check your connection, then try again.').waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
  });
});

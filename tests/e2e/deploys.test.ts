import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';

// After a deploy, an open tab still runs the old version and asks for chunks that are gone.
const appPage = useAppPage();
let page: Page;

beforeEach(async () => {
  page = appPage();
  await new AuthPage(page).signUpNewUser('Dee Ploy', 'deploy');
});

describe('a tab open across a deploy', () => {
  it('should reload once when a page chunk is missing, and then show the page', async () => {
    let refused = 0;
    await page.route(/\/assets\/journal-page-[\w-]+\.js$/, (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
    await page.getByRole('heading', { name: 'Journal', exact: true }).waitFor();
    expect(refused).toBe(2);
    expect(loads).toEqual([expect.stringMatching(/\/app\/journal$/)]);
  });

  it('should show a way back, not a blank page, when the chunk stays missing', async () => {
    await page.route(/\/assets\/journal-page-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto('/app/journal');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText('This page could not load. Check your connection, then try again.').waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
  });
});

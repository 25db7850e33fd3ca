import { createHash } from 'node:crypto';
import { PRERENDERED_PAGES } from '../../web/src/app/prerendered-pages';
import { paths } from '../../web/src/config/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertEmulatorsRunning, HOSTING_URL, suiteEmulators } from '../support/emulators';

// Hosting serves firebase.json's headers on the emulator as in production.
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
});

const get = (path: string) => fetch(`${HOSTING_URL}${path}`);

describe('Hosting headers', () => {
  it('should send the security headers, and never cache the page, on any route', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/pricing', 200],
      ['/app/counselor', 200],
      ['/create-account?session_id=x', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(status);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('microphone=(self)');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("should allow index.html's one inline script by its hash, and no other, beside App Check's reCAPTCHA", async () => {
    const response = await get('/');
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]!;
    expect(scriptSrc.split(' ')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('should keep hashed assets for a year, and answer a missing one with 404, not index.html', async () => {
    const html = await (await get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const found = await get(asset);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toMatch(/javascript/);
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const missing = await get('/assets/index-gone1234.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });
});

// firebase.json's cleanUrls and rewrites against web/config/paths.ts: a route added there and not to
// the rewrites would answer 404.
const everyPath = (table: object): string[] =>
  Object.values(table).flatMap((value) => (typeof value === 'string' ? [value] : everyPath(value)));

describe('Hosting pages', () => {
  it('should serve each prerendered page at its clean URL and the SPA shell at every other route', async () => {
    for (const path of [...everyPath(paths), '/app/journal/', '/app/no-such-page']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
      expect(await response.text(), path).toContain(
        page ? `<div id="root" data-page="${page.name}">` : '<div id="root"></div>',
      );
    }
  });

  it('should answer any other path with the prerendered 404 page and a 404 status', async () => {
    for (const path of ['/no/such/page', '/pricing/extra', '/applications']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<div id="root" data-page="not-found">');
    }
  });

  it('should redirect a page file name to its clean URL', async () => {
    const response = await fetch(`${HOSTING_URL}/pricing.html`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pricing');
  });
});

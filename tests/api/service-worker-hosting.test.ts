import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertEmulatorsRunning, HOSTING_URL, suiteEmulators } from '../support/emulators';

// Hosting serves the service worker and what it precaches as production would (firebase.json).
beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
});

const get = (path: string) => fetch(`${HOSTING_URL}${path}`);

describe('Hosting the service worker', () => {
  it('should never cache the service worker or the manifest, so a new version is found at once', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(((await manifest.json()) as { name: string }).name).toBe('ReflectAI');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('should serve every file the service worker precaches, since one failure stops it installing', async () => {
    const built = readFileSync(fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url)), 'utf8');
    const precached = [...built.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
    expect(precached.length).toBeGreaterThan(0);
    const failed: string[] = [];
    for (const url of precached) {
      const response = await get(`/${url}`);
      if (!response.ok) failed.push(`${url}: ${response.status}`);
    }
    expect(failed).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

// The landing page's first load, read off the production build (`npm run build` comes first).
const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
// Issue 15: at most 90 KB gzip, in the kB (1000 bytes) and gzip level the build's own report uses.
const MAX_INITIAL_GZIP_BYTES = 90_000;

/** The scripts index.html starts and preloads, and every module they import statically, in load order. */
function initialScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Static imports only (`import ... from "./x.js"`, `import "./x.js"`); import() loads later, on demand.
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(posix.join(posix.dirname(file), match[1]!));
    }
  }
  return [...seen];
}

describe('the landing page build', () => {
  beforeAll(() => {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build` first');
  });

  it('should start with at most 90 KB of gzipped JavaScript', () => {
    const sizes = initialScripts().map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(dist, file))).length,
    }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(MAX_INITIAL_GZIP_BYTES);
  });

  it('should load no Firebase code (Firestore, Auth, the app) before it is needed', () => {
    const initial = initialScripts().map((file) => readFileSync(join(dist, file), 'utf8'));
    expect(initial.length).toBeGreaterThan(0);
    for (const code of initial) {
      expect(code).not.toContain('@firebase/firestore');
      expect(code).not.toContain('@firebase/auth');
      expect(code).not.toContain('@firebase/app');
    }
  });
});

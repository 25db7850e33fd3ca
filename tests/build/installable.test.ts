import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Installable and offline (README), read off the production build (`npm run build` comes first).
const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const read = (file: string) => readFileSync(join(dist, file));

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

// The SPA shell, as Hosting serves it to the app's routes; the service worker answers them with it offline.
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites: { destination?: string }[] };
};
const SHELL_FILE = firebaseJson.hosting.rewrites
  .find((rewrite) => rewrite.destination)!
  .destination!.replace(/^\//, '');

const manifest = () => JSON.parse(read('manifest.webmanifest').toString()) as WebManifest;

/** A PNG's size as a manifest writes it ("192x192"), from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

beforeAll(() => {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build` first');
});

describe('the installable app', () => {
  it('should describe itself in a web manifest that the landing page and the app shell link', () => {
    const landing = read('index.html').toString();
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(landing)?.[1];
    expect(themeColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest()).toMatchObject({
      name: 'ReflectAI',
      short_name: 'ReflectAI',
      start_url: '/app',
      display: 'standalone',
      theme_color: themeColor,
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    for (const page of [landing, read(SHELL_FILE).toString()]) {
      expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
  });

  it('should offer PNG icons of 192 and 512 pixels and a maskable one, each the size it claims', () => {
    const icons = manifest().icons.map((icon) => ({
      purpose: icon.purpose ?? 'any',
      sizes: icon.sizes,
      actual: pngSize(read(icon.src.replace(/^\//, ''))),
    }));
    for (const icon of icons) expect(icon.actual).toBe(icon.sizes);
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'any', sizes: '192x192' }),
        expect.objectContaining({ purpose: 'any', sizes: '512x512' }),
        expect.objectContaining({ purpose: 'maskable' }),
      ]),
    );
  });

  it('should have a service worker that precaches the app shell, every script and style, and the icons', () => {
    const precached = [
      ...read('sw.js')
        .toString()
        .matchAll(/"url":"([^"]+)"/g),
    ].map((match) => match[1]);
    const assets = readdirSync(join(dist, 'assets'))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => `assets/${file}`);
    expect(assets.length).toBeGreaterThan(0);
    expect(precached).toEqual(
      expect.arrayContaining([
        SHELL_FILE,
        'manifest.webmanifest',
        ...assets,
        ...manifest().icons.map((icon) => icon.src.replace(/^\//, '')),
      ]),
    );
  });
});

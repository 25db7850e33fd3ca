import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../web/src/app/prerendered-pages';

// The public pages as the build writes them (`npm run build` comes first): their text is in the HTML,
// for a first paint that waits for no script and for crawlers.
const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const HEADINGS: Record<(typeof PRERENDERED_PAGES)[number]['name'], string> = {
  landing: 'Someone to talk to, any time of day',
  pricing: 'Choose the plan that fits you',
  'terms-of-service': 'Terms of Service',
  'privacy-policy': 'Privacy Policy',
  feedback: 'Contact Us',
  'not-found': 'Page Not Found',
};

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

beforeAll(() => {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build` first');
});

describe('the prerendered public pages', () => {
  it.each(PRERENDERED_PAGES)(
    'should write $path to $file with its heading, title and description in the HTML',
    ({ name, file, description }) => {
      const html = read(file);
      const [head, body] = html.split('<body>') as [string, string];
      expect(/<meta\s+name="description"\s+content="([^"]*)"/.exec(head)?.[1]).toBe(description);
      const title = name === 'landing' ? 'ReflectAI' : `${HEADINGS[name]} · ReflectAI`;
      expect([...head.matchAll(/<title>(.*?)<\/title>/g)].map((match) => match[1])).toEqual([title]);
      // The text is in the root the browser paints at once; hydration takes it over.
      const root = body.split(`<div id="root" data-page="${name}">`)[1] ?? '';
      expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '')).toBe(HEADINGS[name]);
      // No script stands before the first paint: the one inline script sets the theme, the app's are modules.
      const blocking = [...html.matchAll(/<script([^>]*)>/g)].filter(
        ([, attributes]) => !/type="module"/.test(attributes!),
      );
      expect(blocking).toHaveLength(1);
      expect(html).toContain("localStorage.getItem('ui-theme')");
    },
  );

  it('should keep the SPA shell, its root empty, for every other route', () => {
    const shell = read('shell.html');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<script type="module"');
  });
});

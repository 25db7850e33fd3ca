// `npx tsx scripts/pwa-icons.ts`: the install icons in web/public/icons/ (vite.config.ts's manifest),
// drawn by Chromium from web/public/favicon.svg. Run again when the favicon changes; the PNGs are committed.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/e2e/browser';

const PUBLIC_DIR = new URL('../web/public/', import.meta.url);

const favicon = await readFile(new URL('favicon.svg', PUBLIC_DIR), 'utf8');
// A maskable icon is cropped to a platform's shape: its background fills the square (no rounded
// corners); the glyph already sits inside the safe zone, the middle 80%.
const maskable = favicon.replace(/ rx="[\d.]+"/, '');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await launchChromium();
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({
      path: fileURLToPath(new URL(`icons/${file}`, PUBLIC_DIR)),
      omitBackground: true,
    });
    await page.close();
  }
} finally {
  await browser.close();
}

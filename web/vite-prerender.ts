import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/**
 * The SPA shell: index.html as built, its root empty, for every route that is not prerendered
 * (firebase.json's rewrites; the service worker's navigation fallback).
 */
export const SHELL_FILE = 'shell.html';

type ServerEntry = typeof import('./src/app/prerender');

/** The chunk of the module at `path` (under web/) and every chunk it imports statically. */
function chunkFiles(bundle: Rollup.OutputBundle, path: string): string[] {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) add(imported);
  };
  const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${path}`));
  if (!chunk) throw new Error(`The prerender found no chunk for ${path}`);
  add(chunk.fileName);
  return [...files];
}

/**
 * The built index.html made ready for each kind of page. The stylesheet comes first, so that a slow
 * connection brings it (and the first paint) before the scripts. The shell and the other pages the
 * router draws preload the router's code beside the entry that imports it, a round trip sooner. A
 * prerendered page paints without its scripts, so they load at low priority, after what the paint needs.
 */
function templates(html: string, base: string, bundle: Rollup.OutputBundle) {
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0] ?? '';
  const cssFirst = html.replace(stylesheet, '').replace(/\s*<script type="module"/, `${stylesheet}$&`);
  const preloads = chunkFiles(bundle, 'src/app/router.tsx')
    .filter((file) => !html.includes(`"${base}${file}"`))
    .map((file) => `  <link rel="modulepreload" crossorigin href="${base}${file}">\n  `)
    .join('');
  const shell = cssFirst.replace('</head>', `${preloads}</head>`);
  const afterPaint = (page: string) =>
    page.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  return { shell, landing: afterPaint(cssFirst), routerPage: afterPaint(shell) };
}

/**
 * Prerenders the public pages (app/prerendered-pages.ts) after the client build: an SSR build of
 * app/prerender.tsx renders each into the built index.html, with its title and meta description.
 * It runs before other plugins' closeBundle, so a service worker's precache lists the files as written.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'reflectai:prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const outDir = resolve(config.root, config.build.outDir);
        // Outside web/dist, so it is never deployed; node_modules above it resolve its imports.
        const serverDir = resolve(config.root, '../.cache/prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as ServerEntry;
        const template = templates(readFileSync(join(outDir, 'index.html'), 'utf8'), config.base, bundle);
        writeFileSync(join(outDir, SHELL_FILE), template.shell);
        for (const page of server.PRERENDERED_PAGES) {
          const rendered = await server.renderPage(page);
          // React writes the page's <title> first; the head keeps it, and the description beside it.
          const [, title = '', body = ''] = /^(<title>.*?<\/title>)?([\s\S]*)$/.exec(rendered) ?? [];
          // The landing page hydrates without the router (app/main.tsx).
          const html = (page.name === 'landing' ? template.landing : template.routerPage)
            .replace(/<title>.*?<\/title>/, title || '$&')
            .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${page.description}"`)
            .replace('<div id="root"></div>', `<div id="root" data-page="${page.name}">${body}</div>`);
          writeFileSync(join(outDir, page.file), html);
        }
      },
    },
  };
}

import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { RouterNavigation } from '@/lib/router-navigation';
import type { PrerenderedPage } from './prerendered-pages';
import { AppRoot } from './providers';
import { routeTable } from './router';
import { Landing } from './routes/landing';

export { PRERENDERED_PAGES } from './prerendered-pages';

// The server entry of the prerender (web/vite-prerender.ts): each page's HTML as the browser's first
// render will draw it (app/main.tsx), so hydration takes it over unchanged.

/** A public page's HTML: the landing without the router, as it hydrates; the others through the router. */
export async function renderPage(page: PrerenderedPage): Promise<string> {
  if (page.name === 'landing')
    return renderToString(
      <AppRoot>
        <Landing />
      </AppRoot>,
    );
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(page.path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${page.path} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot>
      <RouterNavigation router={router}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RouterNavigation>
    </AppRoot>,
  );
}

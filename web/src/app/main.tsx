import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/index.css';
import { AppRoot } from './providers';
import { Landing } from './routes/landing';

// Failures no screen catches are logged rather than surfacing as blank pages
// (docs/product.md#not-found-and-error-pages).
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
  event.preventDefault();
});

const root = document.getElementById('root')!;
// A page prerendered at build time (app/prerender.tsx) names itself on the root. The landing page
// hydrates without the router, whose code stays out of its first load; the other prerendered pages
// wait until the router has loaded the page's code, so that its first render matches their HTML; the
// SPA shell (an empty root) renders from scratch.
const prerendered = root.dataset.page;
if (prerendered === 'landing') {
  hydrateRoot(
    root,
    <AppRoot>
      <Landing />
    </AppRoot>,
  );
} else {
  void import('./router').then(async ({ AppRouter, createAppRouter, routerInitialized }) => {
    const router = createAppRouter();
    const page = (
      <AppRoot>
        <AppRouter router={router} />
      </AppRoot>
    );
    if (!prerendered) return createRoot(root).render(page);
    await routerInitialized(router);
    hydrateRoot(root, page);
  });
}

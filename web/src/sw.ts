/// <reference lib="webworker" />
// The service worker (vite.config.ts builds it and lists the files to precache): the app opens with no
// network, and a new version waits until the person chooses to reload (app/new-version-prompt.tsx).
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handleReminderPushes } from './features/reminders/push-handler';

declare const self: ServiceWorkerGlobalScope;
/** The SPA shell's file name (vite.config.ts). */
declare const __APP_SHELL__: string;

// The app shell, scripts, styles and icons of this version, served from the cache.
precacheAndRoute(self.__WB_MANIFEST);

// Every page is drawn by the shell's router, so navigations get the cached shell; the API never does.
registerRoute(new NavigationRoute(createHandlerBoundToURL(__APP_SHELL__), { denylist: [/^\/api\//] }));

// Journal reminders pushed through Cloud Messaging: shown, and a click opens the journal.
handleReminderPushes(self);

// The first version takes the page that installed it; later ones only when the person asks.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

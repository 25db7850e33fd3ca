/// <reference lib="webworker" />
import { REMINDER_NOTIFICATION } from '@domain/reminder-notification';
import { paths } from '@/config/paths';

/** The tag of a reminder's notification: a second one replaces the first rather than piling up. */
const REMINDER_TAG = 'journal-reminder';

/** What Cloud Messaging delivers through Web Push: `{notification: {title, body}, data, ...}` as JSON. */
function notificationOf(data: PushMessageData | null): { title: string; body: string } {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    // Not JSON: still a reminder, in the product's own words.
  }
  const fields = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const { title, body } = fields(fields(payload).notification);
  return {
    title: typeof title === 'string' && title ? title : REMINDER_NOTIFICATION.title,
    body: typeof body === 'string' ? body : REMINDER_NOTIFICATION.body,
  };
}

/** Brings the journal up: in a tab of the app already open (focused), else in a new one. */
async function openJournal(scope: ServiceWorkerGlobalScope) {
  const url = new URL(paths.app.journal, scope.location.origin).href;
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => client.url === url) ?? tabs[0];
  if (!tab) {
    await scope.clients.openWindow(url);
    return;
  }
  await tab.focus();
  // A tab this worker does not control cannot be navigated from here: open the journal beside it.
  if (tab.url !== url) await tab.navigate(url).catch(() => scope.clients.openWindow(url));
}

/**
 * Journal reminders in the service worker (web/src/sw.ts calls this): shows each push as a
 * notification, and a click on one opens the journal, reusing an open tab of the app. Handles the raw
 * Web Push event, so the app needs none of Firebase's messaging scripts in its worker.
 */
export function handleReminderPushes(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener('push', (event) => {
    const { title, body } = notificationOf(event.data);
    event.waitUntil(
      scope.registration.showNotification(title, { body, tag: REMINDER_TAG, icon: '/favicon.svg' }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    if (event.notification.tag !== REMINDER_TAG) return;
    event.notification.close();
    event.waitUntil(openJournal(scope));
  });
}

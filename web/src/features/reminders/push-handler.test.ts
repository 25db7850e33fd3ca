import { REMINDER_NOTIFICATION } from '@domain/reminder-notification';
import { describe, expect, it, vi } from 'vitest';
import { handleReminderPushes } from './push-handler';

const ORIGIN = 'https://reflectai.example';
const JOURNAL = `${ORIGIN}/app/journal`;

/** A tab of the app as the worker sees it. */
const tab = (url: string) => ({
  url,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

/** A service worker scope with the events it was given, its notifications and its tabs. */
function workerWith(tabs: ReturnType<typeof tab>[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
  };
  handleReminderPushes(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches `event` with waitUntil, and resolves once what it waits for is done. */
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { scope, dispatch };
}

const pushOf = (data: unknown) => ({
  data: { json: (): unknown => (typeof data === 'string' ? JSON.parse(data) : data) },
});

describe('handleReminderPushes', () => {
  it('should show what Cloud Messaging delivered, as the one reminder notification', async () => {
    const { scope, dispatch } = workerWith();
    await dispatch(
      'push',
      pushOf({ notification: { title: 'Journal time', body: 'A few lines?' }, from: '123' }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Journal time', {
      body: 'A few lines?',
      tag: 'journal-reminder',
      icon: '/favicon.svg',
    });
  });

  it('should still remind, in the product’s words, when the push carries no readable notification', async () => {
    const { scope, dispatch } = workerWith();
    await dispatch('push', pushOf('not json'));
    await dispatch('push', { data: null });
    for (const call of scope.registration.showNotification.mock.calls as unknown[][])
      expect(call.slice(0, 2)).toEqual([
        REMINDER_NOTIFICATION.title,
        expect.objectContaining({ body: REMINDER_NOTIFICATION.body }),
      ]);
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(2);
  });

  it('should open the journal in the app’s tab already there, focused', async () => {
    const home = tab(`${ORIGIN}/app`);
    const { scope, dispatch } = workerWith([home]);
    const notification = { tag: 'journal-reminder', close: vi.fn() };
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(home.focus).toHaveBeenCalled();
    expect(home.navigate).toHaveBeenCalledWith(JOURNAL);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('should focus a tab already on the journal without reloading it, and open one when none is there', async () => {
    const journal = tab(JOURNAL);
    const other = workerWith([tab(`${ORIGIN}/app`), journal]);
    await other.dispatch('notificationclick', { notification: { tag: 'journal-reminder', close: vi.fn() } });
    expect(journal.focus).toHaveBeenCalled();
    expect(journal.navigate).not.toHaveBeenCalled();

    const none = workerWith([]);
    await none.dispatch('notificationclick', { notification: { tag: 'journal-reminder', close: vi.fn() } });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(JOURNAL);
  });

  it('should open the journal beside a tab it cannot navigate, and leave other notifications alone', async () => {
    const uncontrolled = tab(`${ORIGIN}/app`);
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const { scope, dispatch } = workerWith([uncontrolled]);
    await dispatch('notificationclick', { notification: { tag: 'journal-reminder', close: vi.fn() } });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(JOURNAL);

    const close = vi.fn();
    await dispatch('notificationclick', { notification: { tag: 'something-else', close } });
    expect(close).not.toHaveBeenCalled();
    expect(scope.clients.matchAll).toHaveBeenCalledTimes(1);
  });
});

import type { RegisterReminder } from '@domain/reminders';
import { env } from '@/config/env';
import { apiRequest } from './api-client';
import { firebase } from './firebase';

/**
 * Whether this device can get journal reminders as notifications: `unconfigured` (no Web Push key, as
 * on the emulators), `unsupported` (no notifications, service worker or Cloud Messaging here),
 * `denied` (the person or browser blocked them), `prompt` (the browser would ask) or `granted`.
 */
export type PushState = 'unconfigured' | 'unsupported' | 'denied' | 'prompt' | 'granted';

/** When and where reminders come: the settings' time and the device's time zone. */
export type ReminderSchedule = Omit<RegisterReminder, 'token'>;

const REMINDERS_TOKEN = '/api/reminders/token';

// Loaded on first use, once: Cloud Messaging stays out of every page that does not need it.
let messagingModule: Promise<typeof import('firebase/messaging')> | undefined;

/** The Cloud Messaging client with this app's service worker, or undefined where there is none. */
async function messagingOfDevice() {
  if (!env.fcmVapidKey || !('Notification' in window) || !('serviceWorker' in navigator)) return undefined;
  const messaging = await (messagingModule ??= import('firebase/messaging'));
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration || !(await messaging.isSupported())) return undefined;
  return { ...messaging, instance: messaging.getMessaging(firebase().app), registration };
}

/** This device's push token; the browser must already allow notifications. */
async function deviceToken(device: NonNullable<Awaited<ReturnType<typeof messagingOfDevice>>>) {
  return device.getToken(device.instance, {
    vapidKey: env.fcmVapidKey,
    // The app's own worker shows the notifications (features/reminders/push-handler.ts), not FCM's.
    serviceWorkerRegistration: device.registration,
  });
}

/** Whether this device can get reminders as notifications now; never asks the person anything. */
export async function pushState(): Promise<PushState> {
  if (!env.fcmVapidKey) return 'unconfigured';
  if (!(await messagingOfDevice())) return 'unsupported';
  return Notification.permission === 'default' ? 'prompt' : Notification.permission;
}

/**
 * Turns on reminders as notifications on this device: asks the browser's permission when it has not
 * been given or refused (call this only from the person turning reminders on, after saying why), then
 * registers the device with the server for `schedule`. Answers the state it ends in.
 */
export async function turnOnPush(schedule: ReminderSchedule): Promise<PushState> {
  const device = await messagingOfDevice();
  if (!device) return env.fcmVapidKey ? 'unsupported' : 'unconfigured';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'prompt';
  await apiRequest(REMINDERS_TOKEN, {
    method: 'POST',
    body: { token: await deviceToken(device), ...schedule },
  });
  return 'granted';
}

/**
 * Stops reminders as notifications on this device (reminders turned off, or signing out): the server
 * forgets its token and Cloud Messaging drops it. Does nothing where notifications were never allowed.
 */
export async function turnOffPush(): Promise<void> {
  const device = await messagingOfDevice();
  if (!device || Notification.permission !== 'granted') return;
  await apiRequest(REMINDERS_TOKEN, { method: 'DELETE', body: { token: await deviceToken(device) } });
  await device.deleteToken(device.instance);
}

import { REMINDER_LATE_LIMIT_MS } from '@domain/reminders';
import { adminMessaging } from '../admin.js';

/** A notification to show on the person's devices. */
export interface PushMessage {
  title: string;
  body: string;
}

/** What became of the message on one device: delivered to the push service, or its error code. */
export interface PushResult {
  token: string;
  /** The failure's code, e.g. 'messaging/registration-token-not-registered'; absent when accepted. */
  error?: string;
}

/**
 * What sends push notifications: Firebase Cloud Messaging in production; in tests a recording stand-in
 * (there is no FCM emulator).
 */
export interface PushSender {
  send: (tokens: readonly string[], message: PushMessage) => Promise<PushResult[]>;
}

/**
 * Firebase Cloud Messaging as the sender: one multicast per person, delivered through Web Push as
 * `{notification: {title, body}}`, which the app's service worker shows (web/src/features/reminders).
 */
export const fcmSender: PushSender = {
  send: async (tokens, message) => {
    const { responses } = await adminMessaging().sendEachForMulticast({
      tokens: [...tokens],
      notification: message,
      // A device offline for longer gets nothing: the reminder is as stale as one the sender would skip.
      webpush: { headers: { TTL: String(REMINDER_LATE_LIMIT_MS / 1000) } },
    });
    return responses.map((response, index) => ({
      token: tokens[index]!,
      ...(response.error ? { error: response.error.code } : {}),
    }));
  },
};

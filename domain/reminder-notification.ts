/**
 * What a journal reminder says (docs/product.md#journal-reminders): the push the sender sends, and the
 * service worker's words when a push arrives without readable ones. Apart from domain/reminders.ts so
 * the service worker carries these two sentences and nothing else.
 */
export const REMINDER_NOTIFICATION = {
  title: 'Time for your journal',
  body: 'You have not written today yet. A few lines about your day is plenty.',
} as const;

import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';

// Created on first use, not at import, so the function's cold start stays small.
function app(): App {
  return getApps().length ? getApp() : initializeApp();
}

/** The Admin SDK's Auth client. */
export const adminAuth = () => getAuth(app());

/** The Admin SDK's Firestore client. */
export const adminDb = () => getFirestore(app());

/** The Admin SDK's App Check client. */
export const adminAppCheck = () => getAppCheck(app());

/** The Admin SDK's Cloud Messaging client (journal reminders' push notifications). */
export const adminMessaging = () => getMessaging(app());

import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../functions/src/admin';
import { useDemoProject } from './admin';

let seeded = 0;

/**
 * Writes a journal entry as the app would store it, through the Admin SDK (rules bypassed). Needs
 * the emulators' environment (emulators:exec sets it); the project is the demo one.
 */
export async function seedJournalEntry(
  uid: string,
  createdAt: Date,
  fields: { mood?: number | null; emotions?: string[]; title?: string; body?: string } = {},
) {
  useDemoProject();
  seeded += 1;
  await adminDb()
    .doc(`users/${uid}/journal/seeded-${Date.now()}-${seeded}`)
    .set({
      title: '',
      body: 'Some words.',
      mood: null,
      emotions: [],
      tags: [],
      template: null,
      ...fields,
      createdAt: Timestamp.fromDate(createdAt),
      updatedAt: Timestamp.fromDate(createdAt),
    });
}

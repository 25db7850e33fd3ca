import {
  accountJson,
  type ExportDocument,
  type ExportFields,
  type ExportReader,
  type ExportValue,
} from '@domain/account-export';
import {
  DocumentReference,
  FieldPath,
  GeoPoint,
  Timestamp,
  type DocumentData,
  type Query,
} from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../admin.js';
import { queryPages } from './query-pages.js';
import { deleteReminder } from './reminders.js';

/** Documents read per query: enough to keep round trips few, small enough to keep memory flat. */
const EXPORT_PAGE_SIZE = 200;

const userDoc = (uid: string) => adminDb().collection('users').doc(uid);

/** A stored value as plain JSON: timestamps as ISO strings, references as paths, bytes as base64. */
export function plainValue(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === 'object') {
    // Vector values and other SDK classes that can say what they hold.
    const toArray = (value as { toArray?: () => unknown }).toArray;
    if (typeof toArray === 'function') return plainValue(toArray.call(value));
    return plainFields(value as DocumentData);
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

/** A document's fields as plain JSON. */
export function plainFields(data: DocumentData): ExportFields {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, plainValue(value)]));
}

/**
 * Reads everything under `users/{uid}` for an export: the record, and any collection at any depth
 * (found with `listCollections()`, so collections added later are exported without a change here),
 * a page of EXPORT_PAGE_SIZE documents at a time.
 */
export function firestoreExportReader(uid: string): ExportReader {
  const root = userDoc(uid);
  return {
    async user() {
      const data = (await root.get()).data();
      return data ? plainFields(data) : undefined;
    },
    async collections(documentPath) {
      const target = documentPath ? adminDb().doc(`${root.path}/${documentPath}`) : root;
      return (await target.listCollections()).map((collection) => collection.id).sort();
    },
    async *documents(collectionPath, order = 'id') {
      const collection = adminDb().collection(`${root.path}/${collectionPath}`);
      const ordered: Query =
        order === 'createdAt'
          ? collection.orderBy('createdAt').orderBy(FieldPath.documentId())
          : collection.orderBy(FieldPath.documentId());
      for await (const page of queryPages(ordered, EXPORT_PAGE_SIZE)) {
        yield page.map((document): ExportDocument => ({
          id: document.id,
          data: plainFields(document.data()),
        }));
      }
    },
  };
}

/** What Firebase Authentication holds about the person, for the export. */
export async function authAccountSummary(uid: string): Promise<ExportFields> {
  const account = await adminAuth().getUser(uid);
  return {
    uid: account.uid,
    email: account.email ?? null,
    emailVerified: account.emailVerified,
    displayName: account.displayName ?? null,
    createdAt: new Date(account.metadata.creationTime).toISOString(),
    lastSignInAt: account.metadata.lastSignInTime
      ? new Date(account.metadata.lastSignInTime).toISOString()
      : null,
    signInProviders: account.providerData.map((provider) => provider.providerId),
  };
}

/**
 * The person's whole JSON export, as `GET /api/account/export` sends it and `npm run admin -- user
 * export` writes it: one place, so an export answered for the person is the one they would make.
 */
export async function accountJsonExport(uid: string, exportedAt: Date): Promise<AsyncGenerator<string>> {
  return accountJson(firestoreExportReader(uid), { exportedAt, account: await authAccountSummary(uid) });
}

/** The uid of the Firebase Authentication account with this email, or undefined when there is none. */
export async function uidOfEmail(email: string): Promise<string | undefined> {
  try {
    return (await adminAuth().getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * Revokes the person's sessions, so no device can get a new token, then deletes every document under
 * `users/{uid}` (the record, all its collections at any depth; the rules refuse writes under a
 * record that no longer exists) and their reminders' schedule, then the Auth user. Each step is safe to repeat, so a retry after a
 * failure finishes the job.
 */
export async function deleteAccountData(uid: string) {
  await adminAuth()
    .revokeRefreshTokens(uid)
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
  await adminDb().recursiveDelete(userDoc(uid));
  // The devices' push tokens live outside users/{uid}, where the reminder sender queries them.
  await deleteReminder(uid);
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * The uids of every `users/{uid}` holding anything: its record, or only collections under a record
 * that no longer exists (Firestore lists such a "missing" parent too), in id order. Only the ids are
 * read, never a document.
 */
export async function storedUserIds(): Promise<string[]> {
  return (await adminDb().collection('users').listDocuments()).map((ref) => ref.id);
}

/** Of `uids`, those without a `users/{uid}` record (read in one batch, no fields). */
export async function uidsWithoutRecord(uids: readonly string[]): Promise<string[]> {
  if (uids.length === 0) return [];
  const snapshots = await adminDb().getAll(...uids.map((uid) => userDoc(uid)), { fieldMask: [] });
  return snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
}

/** Of `uids` (at most 100, one lookup), those without a Firebase Authentication account. */
export async function uidsWithoutAuthAccount(uids: readonly string[]): Promise<string[]> {
  if (uids.length === 0) return [];
  const { notFound } = await adminAuth().getUsers(uids.map((uid) => ({ uid })));
  return notFound.flatMap((identifier) => ('uid' in identifier ? [identifier.uid] : []));
}

/** Deletes everything under `users/{uid}`, at any depth. */
export async function deleteUserTree(uid: string) {
  await adminDb().recursiveDelete(userDoc(uid));
}

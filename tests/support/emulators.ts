/** Addresses of the emulator suite as firebase.json sets them. */
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const FUNCTION_URL = 'http://127.0.0.1:5001/demo-reflectai/us-central1/api';
export const AUTH_URL = 'http://127.0.0.1:9099';
const FIRESTORE_URL = 'http://127.0.0.1:8080';
const PROJECT_ID = 'demo-reflectai';

/** Fails fast, with the command to use, when the emulators are not answering. */
export async function assertEmulatorsRunning(urls: string[]) {
  for (const url of urls) {
    try {
      await fetch(url);
    } catch {
      throw new Error(`Nothing answers at ${url}: run this suite through 'npm run test:emulators'.`);
    }
  }
}

export const suiteEmulators = [HOSTING_URL, AUTH_URL, FIRESTORE_URL];

/** A fresh email address, so suites never collide over accounts. */
export function uniqueEmail(label = 'user') {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Calls one of the Auth emulator's account endpoints with an email and password. */
async function authAccountCall(endpoint: 'signUp' | 'signInWithPassword', email: string, password: string) {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; localId: string };
  if (!response.ok) throw new Error(`Auth emulator ${endpoint} failed: ${JSON.stringify(body)}`);
  return { email, password, uid: body.localId, idToken: body.idToken };
}

/** Creates an account straight in the Auth emulator (no user record) and returns its ID token. */
export function createAuthAccount(email = uniqueEmail(), password = 'secret123') {
  return authAccountCall('signUp', email, password);
}

/** Signs an existing account in through the Auth emulator, e.g. to learn the uid a browser signed up. */
export function signInAuthAccount(email: string, password: string) {
  return authAccountCall('signInWithPassword', email, password);
}

/** Deletes an account straight in the Auth emulator, as an administrator would; its ID tokens stop working. */
export async function deleteAuthAccount(uid: string) {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: uid }),
    },
  );
  if (!response.ok)
    throw new Error(`Auth emulator delete failed: ${response.status} ${await response.text()}`);
}

/** Reads a Firestore document as the emulator stores it, bypassing rules. */
export async function readDocument(path: string) {
  const response = await fetch(
    `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
    {
      headers: { authorization: 'Bearer owner' },
    },
  );
  return response.ok
    ? ((await response.json()) as { fields: Record<string, Record<string, unknown>> })
    : undefined;
}

type FirestoreValue = string | number | boolean | null | Date;

function toFirestoreValue(value: FirestoreValue): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

/** Sets fields of a Firestore document as the Admin SDK would (rules bypassed), creating it if needed. */
export async function patchDocument(path: string, fields: Record<string, FirestoreValue>) {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const response = await fetch(
    `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?${mask}`,
    {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({
        fields: Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, toFirestoreValue(value)]),
        ),
      }),
    },
  );
  if (!response.ok) throw new Error(`patch ${path} failed: ${response.status} ${await response.text()}`);
}

/** The ids of a collection's documents, read with rules bypassed. */
export async function listDocumentIds(path: string): Promise<string[]> {
  const response = await fetch(
    `${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?pageSize=1000`,
    {
      headers: { authorization: 'Bearer owner' },
    },
  );
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((document) => document.name.split('/').at(-1)!);
}

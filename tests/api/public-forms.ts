import { PUBLIC_FORM_RATE_LIMIT } from '@domain/contact';
import { expect } from 'vitest';
import { createAuthAccount, HOSTING_URL } from '../support/emulators';

const FIRESTORE_DOCUMENTS = 'http://127.0.0.1:8080/v1/projects/demo-reflectai/databases/(default)/documents';

/** A made-up network address, fresh per call, so each test has its own rate-limit window. */
export function newClientAddress() {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** POSTs a public form's JSON through Hosting as the visitor at `client` (the CDN's client-address header). */
export async function submitFrom(client: string, path: string, body: unknown) {
  const response = await fetch(`${HOSTING_URL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'fastly-client-ip': client },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Submits valid forms from one client until the limit is used up, then expects one more to be refused. */
export async function expectRateLimited(path: string, validBody: () => unknown) {
  const client = newClientAddress();
  for (let attempt = 0; attempt < PUBLIC_FORM_RATE_LIMIT.max; attempt += 1) {
    expect((await submitFrom(client, path, validBody())).status).toBeLessThan(300);
  }
  const refused = await submitFrom(client, path, validBody());
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ error: 'rate_limited' });
  expect(refused.body.message).toMatch(
    /^Too many attempts from your network\. Please try again in \d+ minutes\.$/,
  );
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(Number(refused.retryAfter)).toBeLessThanOrEqual(PUBLIC_FORM_RATE_LIMIT.windowMinutes * 60);
  // Another visitor is not held back by this one.
  expect((await submitFrom(newClientAddress(), path, validBody())).status).toBeLessThan(300);
}

/** Expects a signed-in and a signed-out client to be refused reading a collection through Firestore. */
export async function expectUnreadableByClients(collectionPath: string) {
  const { idToken } = await createAuthAccount();
  for (const headers of [{ authorization: `Bearer ${idToken}` }, {}] as Record<string, string>[]) {
    const response = await fetch(`${FIRESTORE_DOCUMENTS}/${collectionPath}`, { headers });
    expect(response.status).toBe(403);
  }
}

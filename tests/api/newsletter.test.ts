import { normaliseEmail } from '@domain/contact';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertEmulatorsRunning, readDocument, suiteEmulators, uniqueEmail } from '../support/emulators';
import { api } from './http';
import { expectRateLimited, expectUnreadableByClients, newClientAddress, submitFrom } from './public-forms';

beforeAll(() => assertEmulatorsRunning(suiteEmulators));

const subscribe = (email: unknown, client = newClientAddress()) =>
  submitFrom(client, '/newsletter', { email });
const subscriberPath = (email: string) =>
  `newsletterSubscribers/${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;

describe('POST /api/newsletter', () => {
  it('should subscribe an address, stored once in its normalised form', async () => {
    const email = uniqueEmail('reader');
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response).toMatchObject({ status: 200, body: { success: true } });

    const stored = await readDocument(subscriberPath(email));
    expect(stored?.fields).toMatchObject({
      email: { stringValue: email },
      source: { stringValue: 'landing' },
    });
    expect(stored?.fields.createdAt).toHaveProperty('timestampValue');
  });

  it('should answer a repeat as a success and store nothing new', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    const first = await readDocument(subscriberPath(email));

    const repeat = await subscribe(email.toUpperCase());
    expect(repeat).toMatchObject({ status: 200, body: { success: true } });
    expect(await readDocument(subscriberPath(email))).toEqual(first);
  });

  it.each([
    [{}, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 'no-at-sign' }, 'email'],
    [{ email: 'a@' }, 'email'],
    [{ email: 42 }, 'email'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
  ])('should answer 400 naming the field for %j', async (body, field) => {
    const response = await submitFrom(newClientAddress(), '/newsletter', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'bad_request', field });
    expect(response.body.message).toMatch(/^email: /);
  });

  it('should refuse unknown fields', async () => {
    const response = await submitFrom(newClientAddress(), '/newsletter', {
      email: uniqueEmail(),
      admin: true,
    });
    expect(response).toMatchObject({ status: 400, body: { error: 'bad_request' } });
  });

  it('should limit each client to 5 sign-ups an hour with a clear 429', async () => {
    await expectRateLimited('/newsletter', () => ({ email: uniqueEmail('burst') }));
  });

  it('should offer no way to read the list, through the API or Firestore', async () => {
    await subscribe(uniqueEmail('private'));
    expect((await api('/newsletter')).status).toBe(405);
    await expectUnreadableByClients('newsletterSubscribers');
    await expectUnreadableByClients('rateLimits');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertEmulatorsRunning,
  listDocumentIds,
  readDocument,
  suiteEmulators,
  uniqueEmail,
} from '../support/emulators';
import { newSubscriber, newTrialUser } from './chat-helpers';
import { api } from './http';
import { expectRateLimited, expectUnreadableByClients, newClientAddress, submitFrom } from './public-forms';

beforeAll(() => assertEmulatorsRunning(suiteEmulators));

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Robin',
  email: uniqueEmail('contact'),
  category: 'support',
  message: 'How do I export my journal entries?',
  ...overrides,
});

// The stored message whose email is `email`, read with rules bypassed.
async function storedMessageFrom(email: string) {
  for (const id of await listDocumentIds('feedback')) {
    const stored = await readDocument(`feedback/${id}`);
    if (stored?.fields.email?.stringValue === email) return stored.fields;
  }
  return undefined;
}

describe('POST /api/feedback', () => {
  it('should store the message, trimmed, with the server time', async () => {
    const sent = message({ name: '  Robin  ', message: '  The export button is hard to find.  ' });
    const response = await submitFrom(newClientAddress(), '/feedback', sent);
    expect(response).toMatchObject({ status: 201, body: { success: true, priority: false } });

    const stored = await storedMessageFrom(sent.email);
    expect(stored).toMatchObject({
      name: { stringValue: 'Robin' },
      category: { stringValue: 'support' },
      message: { stringValue: 'The export button is hard to find.' },
      priority: { booleanValue: false },
    });
    expect(stored?.createdAt).toHaveProperty('timestampValue');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'robin' }, 'email'],
    [{ category: 'spam' }, 'category'],
    [{ message: 'short' }, 'message'],
    [{ message: 'x'.repeat(4001) }, 'message'],
  ])('should answer 400 naming the field for %j and store nothing', async (change, field) => {
    const sent = message(change);
    const response = await submitFrom(newClientAddress(), '/feedback', sent);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'bad_request', field });
    expect(response.body.message).toMatch(new RegExp(`^${field}: `));
    expect(await storedMessageFrom(sent.email as string)).toBeUndefined();
  });

  it('should limit each client to 5 messages an hour with a clear 429', async () => {
    await expectRateLimited('/feedback', () => message());
  });

  it('should offer no way to read messages, through the API or Firestore', async () => {
    expect((await api('/feedback')).status).toBe(405);
    await expectUnreadableByClients('feedback');
  });

  describe('priority support', () => {
    /** Sends the form as a signed-in person, their ID token beside it as the app sends it. */
    const sendSignedIn = (token: string, body: Record<string, unknown>) =>
      api('/feedback', { token, body, headers: { 'fastly-client-ip': newClientAddress() } });

    it('should store an Elite member’s message as priority, from their plan alone', async () => {
      const { token } = await newSubscriber('elite');
      const sent = message();
      expect(await sendSignedIn(token, sent)).toMatchObject({
        status: 201,
        body: { success: true, priority: true },
      });
      expect((await storedMessageFrom(sent.email))?.priority).toEqual({ booleanValue: true });
    });

    it.each(['basic', 'pro'] as const)('should store a %s member’s message as not priority', async (plan) => {
      const { token } = await newSubscriber(plan);
      const sent = message();
      expect(await sendSignedIn(token, sent)).toMatchObject({ status: 201, body: { priority: false } });
      expect((await storedMessageFrom(sent.email))?.priority).toEqual({ booleanValue: false });
    });

    it('should not let the form ask for priority, and store nothing', async () => {
      const { token } = await newTrialUser();
      const sent = message({ priority: true });
      const response = await sendSignedIn(token, sent);
      expect(response).toMatchObject({ status: 400, body: { error: 'bad_request' } });
      expect(await storedMessageFrom(sent.email as string)).toBeUndefined();
    });

    it('should refuse a token that is not valid rather than treat the sender as a visitor', async () => {
      const sent = message();
      expect(await sendSignedIn('not-a-token', sent)).toMatchObject({
        status: 401,
        body: { error: 'unauthenticated' },
      });
      expect(await storedMessageFrom(sent.email)).toBeUndefined();
    });
  });
});

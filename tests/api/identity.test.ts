import { SIGN_IN_ADDRESS_LIMIT, SIGN_IN_FAILURE_LIMIT, SIGN_UP_ADDRESS_LIMIT } from '@domain/user';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertEmulatorsRunning,
  createAuthAccount,
  FUNCTION_URL,
  HOSTING_URL,
  readDocument,
  suiteEmulators,
  uniqueEmail,
} from '../support/emulators';
import { CONNECTION_SHARE } from '../../functions/src/rate-limit';
import { api } from './http';
import { newClientAddress } from './public-forms';

beforeAll(() => assertEmulatorsRunning(suiteEmulators));

const register = (body: Record<string, unknown>) => api('/register', { body });

describe('POST /api/register', () => {
  it('should create the account and user record and return a working ID token', async () => {
    const email = uniqueEmail('jane');
    const before = Date.now();
    const response = await register({ email, password: 'secret1', name: 'Jane Doe' });
    expect(response.status).toBe(201);
    const user = response.body.user as Record<string, unknown>;
    expect(user).toMatchObject({
      email,
      name: 'Jane Doe',
      username: email.split('@')[0],
      subscriptionPlan: null,
      isVipUser: false,
      completedCounselorQuestionnaire: false,
      matchedCounselorPersonality: null,
    });
    const trialStartedAt = Date.parse(user.trialStartedAt as string);
    expect(trialStartedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(trialStartedAt).toBeLessThanOrEqual(Date.now() + 5_000);

    const me = await api('/user', { token: response.body.token as string });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: user.id,
      email,
      name: 'Jane Doe',
      entitlement: { source: 'trial', tier: 'basic', monthlyLimit: 10, voice: false, blueprints: false },
    });
    expect(await readDocument(`users/${user.id}`)).toBeDefined();
  });

  it('should set the display name on the identity account', async () => {
    const response = await register({ email: uniqueEmail(), password: 'secret1', name: 'Kim' });
    const [, payload] = (response.body.token as string).split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ name: 'Kim' });
  });

  it('should refuse an email that already has an account', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'secret1' });
    const again = await register({ email, password: 'secret2' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'An account with this email already exists. Try signing in instead.',
      error: 'conflict',
      reason: 'email-already-in-use',
    });
  });

  it.each([
    [{ password: 'secret1' }, 'email'],
    [{ email: 'not-an-email', password: 'secret1' }, 'email'],
    [{ email: 'a@example.com' }, 'password'],
    [{ email: 'a@example.com', password: '12345' }, 'password'],
    [{ email: 'a@example.com', password: 'secret1', name: 'x'.repeat(81) }, 'name'],
    [{ email: 'a@example.com', password: 'secret1', name: 42 }, 'name'],
  ])('should answer 400 naming the field for %j', async (body, field) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'bad_request', field });
    expect(response.body.message).toMatch(new RegExp(`^${field}: `));
  });

  it('should refuse a client-chosen trial start', async () => {
    const response = await register({
      email: uniqueEmail(),
      password: 'secret1',
      trialStartedAt: '2099-01-01T00:00:00Z',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('bad_request');
  });
});

describe('POST /api/login', () => {
  it('should pause sign-in for an account after its failures, with Retry-After, and only that account', async () => {
    const email = uniqueEmail('guessed');
    const other = uniqueEmail('other');
    await register({ email, password: 'secret1' });
    await register({ email: other, password: 'secret1' });
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT.max; attempt += 1) {
      expect((await api('/login', { body: { email, password: `guess-${attempt}` } })).status).toBe(401);
    }
    const response = await fetch(`${HOSTING_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email.toUpperCase(), password: 'secret1' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toMatch(/Too many failed sign-ins/);
    expect((await api('/login', { body: { email: other, password: 'secret1' } })).status).toBe(200);
  });

  it('should return a token and the user record', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'secret1', name: 'Lee' });
    const response = await api('/login', { body: { email, password: 'secret1' } });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email, name: 'Lee' });
    expect((await api('/user', { token: response.body.token as string })).status).toBe(200);
  });

  it('should answer 401 for a wrong password or an unknown email, alike', async () => {
    const email = uniqueEmail();
    await register({ email, password: 'secret1' });
    for (const body of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'secret1' },
    ]) {
      const response = await api('/login', { body });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        message: 'Incorrect email or password.',
        error: 'unauthenticated',
      });
    }
  });

  it('should answer 400 naming a missing password', async () => {
    const response = await api('/login', { body: { email: uniqueEmail() } });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('password');
  });
});

describe('GET /api/user', () => {
  it("should answer 401 'Not authenticated' without a token", async () => {
    const response = await api('/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated', error: 'unauthenticated' });
  });

  it.each(['garbage', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'])(
    'should answer 401 for the token %s',
    async (token) => {
      const response = await api('/user', { token });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Not authenticated');
    },
  );

  it('should create the record of an account that has none yet', async () => {
    const account = await createAuthAccount(uniqueEmail('bare'));
    expect(await readDocument(`users/${account.uid}`)).toBeUndefined();
    const response = await api('/user', { token: account.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: account.uid, email: account.email, subscriptionPlan: null });
    expect(await readDocument(`users/${account.uid}`)).toBeDefined();
  });
});

describe('POST /api/logout', () => {
  it('should need a token and then succeed', async () => {
    expect((await api('/logout', { method: 'POST' })).status).toBe(401);
    const account = await createAuthAccount();
    const response = await api('/logout', { method: 'POST', token: account.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
  });
});

describe('limits per network address', () => {
  it('should refuse sign-ups past the limit from one visitor through Hosting, and not another visitor', async () => {
    const visitor = { 'fastly-client-ip': newClientAddress() };
    // Every attempt counts, a malformed one too: a flood costs before it succeeds.
    for (let attempt = 0; attempt < SIGN_UP_ADDRESS_LIMIT.max; attempt += 1) {
      expect((await api('/register', { body: { email: 'nope' }, headers: visitor })).status).toBe(400);
    }
    const refused = await fetch(`${HOSTING_URL}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitor },
      body: JSON.stringify({ email: uniqueEmail(), password: 'secret1' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(
      SIGN_UP_ADDRESS_LIMIT.windowMinutes * 60,
    );
    expect(await refused.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many attempts from your network\. Please try again in \d+ minutes\.$/,
      ),
    });
    const elsewhere = { 'fastly-client-ip': newClientAddress() };
    const body = { email: uniqueEmail(), password: 'secret1' };
    expect((await api('/register', { body, headers: elsewhere })).status).toBe(201);
  });

  it('should refuse sign-ins past the limit from one visitor, whatever the accounts', async () => {
    const visitor = { 'fastly-client-ip': newClientAddress() };
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_LIMIT.max; attempt += 1) {
      const body = { email: uniqueEmail(), password: 'wrong-password' };
      expect((await api('/login', { body, headers: visitor })).status).toBe(401);
    }
    const email = uniqueEmail();
    await createAuthAccount(email, 'secret123');
    const refused = await api('/login', { body: { email, password: 'secret123' }, headers: visitor });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited' });
  });

  it('should hold a direct caller to its connection, however it forges the visitor headers', async () => {
    // At the function's own URL, Google's front end appends the caller's address last to
    // X-Forwarded-For; everything before it, and fastly-client-ip, is the caller's to invent.
    const connection = newClientAddress();
    const forged = () => ({
      'fastly-client-ip': newClientAddress(),
      'x-forwarded-for': `${newClientAddress()}, ${connection}`,
    });
    const attempt = () =>
      api('/register', { base: FUNCTION_URL, body: { email: 'nope' }, headers: forged() });
    // The connection carries CONNECTION_SHARE visitors' worth (a CDN edge, through Hosting).
    for (let count = 0; count < SIGN_UP_ADDRESS_LIMIT.max * CONNECTION_SHARE; count += 1) {
      expect((await attempt()).status).toBe(400);
    }
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited' });
  });
});

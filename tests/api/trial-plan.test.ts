import { TRIAL_SESSION_CAP } from '@domain/plans';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertEmulatorsRunning, readDocument, suiteEmulators, uniqueEmail } from '../support/emulators';
import { api } from './http';

beforeAll(() => assertEmulatorsRunning(suiteEmulators));

/** Registers with an optional plan and returns the response and the new user's usage record. */
async function registerWithPlan(plan?: unknown) {
  const response = await api('/register', {
    body: { email: uniqueEmail('trial'), password: 'secret123', ...(plan === undefined ? {} : { plan }) },
  });
  expect(response.status).toBe(201);
  const usage = await api('/chatbot/usage', { token: response.body.token as string });
  expect(usage.status).toBe(200);
  return { uid: (response.body.user as { id: string }).id, usage: usage.body };
}

describe('POST /api/register with a plan', () => {
  it('should give a trial started from the Pro card 25 sessions a month', async () => {
    const { uid, usage } = await registerWithPlan('pro');
    expect(usage).toMatchObject({ monthlyLimit: 25, remaining: 25, currentPlan: 'pro' });
    expect((await readDocument(`users/${uid}`))?.fields.trialPlan).toEqual({ stringValue: 'pro' });
  });

  it('should give a trial started from the Elite card its capped sessions, never unlimited', async () => {
    const { usage } = await registerWithPlan('elite');
    expect(usage).toMatchObject({
      monthlyLimit: TRIAL_SESSION_CAP,
      remaining: TRIAL_SESSION_CAP,
      currentPlan: 'elite',
    });
  });

  it('should give a trial without a plan the Basic limit of 10', async () => {
    const { uid, usage } = await registerWithPlan();
    expect(usage).toMatchObject({ monthlyLimit: 10, currentPlan: 'basic' });
    expect((await readDocument(`users/${uid}`))?.fields.trialPlan).toEqual({ nullValue: null });
  });

  it.each(['platinum', 'Pro', 3, null])('should answer 400 naming the plan field for %j', async (plan) => {
    const email = uniqueEmail('bad-plan');
    const response = await api('/register', { body: { email, password: 'secret123', plan } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'bad_request',
      field: 'plan',
      message: 'plan: Choose basic, pro or elite',
    });
    // Nothing was created: the same email can still sign up.
    const retry = await api('/register', { body: { email, password: 'secret123' } });
    expect(retry.status).toBe(201);
  });
});

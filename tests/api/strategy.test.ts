import { strategyDay } from '@domain/daily-strategy';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, listDocumentIds, patchDocument, suiteEmulators } from '../support/emulators';
import { seedGoal } from '../support/seed-goal';
import { seedJournalEntry } from '../support/seed-journal';
import { newTrialUser } from './chat-helpers';
import { api } from './http';

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

/** A new account on the Elite plan: uid and ID token. */
async function newEliteUser() {
  const user = await newTrialUser();
  await patchDocument(`users/${user.uid}`, { subscriptionPlan: 'elite', subscriptionStatus: 'active' });
  return user;
}

/** A memory item the person added. */
const seedMemory = (uid: string, text: string) =>
  adminDb().collection(`users/${uid}/memories`).add({
    text,
    source: 'user',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });

const today = (token: string, timeZone = 'UTC') =>
  api(`/strategy/today?timeZone=${encodeURIComponent(timeZone)}`, { token });

interface Strategy {
  date: string;
  text: string;
  createdAt: string;
  dismissed: boolean;
  source: string;
}

const strategyOf = (response: { body: Record<string, unknown> }) => response.body.strategy as Strategy;

describe('GET /api/strategy/today', () => {
  it('should answer 401 without a token', async () => {
    expect(await api('/strategy/today?timeZone=UTC')).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated' },
    });
  });

  it('should answer 400 for a time zone that does not exist', async () => {
    const { token } = await newEliteUser();
    const response = await today(token, 'Mars/Olympus_Mons');
    expect(response).toMatchObject({ status: 400, body: { error: 'bad_request', field: 'timeZone' } });
  });

  it('should answer 403 subscription_required to a Basic user, storing nothing', async () => {
    const { uid, token } = await newTrialUser();
    const response = await today(token);
    expect(response).toMatchObject({
      status: 403,
      body: { error: 'subscription_required', feature: 'daily-strategy', requiredPlans: ['elite'] },
    });
    expect(await listDocumentIds(`users/${uid}/strategies`)).toEqual([]);
  });

  it('should give an Elite user today’s strategy from their goals and moods, and the same one all day', async () => {
    const { uid, token } = await newEliteUser();
    await seedGoal(uid, 'g1', { title: 'Run a 5k', progress: 20 });
    for (const hoursAgo of [30, 20, 10]) {
      await seedJournalEntry(uid, new Date(Date.now() - hoursAgo * 3_600_000), { mood: 2 });
    }

    const first = await today(token);
    expect(first.status).toBe(200);
    const strategy = strategyOf(first);
    expect(strategy).toMatchObject({
      date: strategyDay(new Date(), 'UTC'),
      dismissed: false,
      source: 'offline',
    });
    expect(strategy.text).toContain('“Run a 5k”');
    expect(strategy.text).toContain('Your mood has been low this week');

    const second = await today(token);
    expect(strategyOf(second)).toEqual(strategy);
    expect(await listDocumentIds(`users/${uid}/strategies`)).toEqual([strategy.date]);
  });

  // The emulator runs each concurrent request in its own worker process; on a two-core machine 20 of
  // them take well over the default timeout.
  it('should make one strategy for 20 first opens at once', { timeout: 120_000 }, async () => {
    const parallel = 20;
    const burst = (token: string) => Promise.all(Array.from({ length: parallel }, () => today(token)));
    // Warm the workers first: the emulator starts them one at a time, which would spread a cold burst out.
    await burst((await newEliteUser()).token);
    const { uid, token } = await newEliteUser();
    const responses = await burst(token);
    expect(responses.map((response) => response.status)).toEqual(Array(parallel).fill(200));
    const strategies = responses.map(strategyOf);
    expect(new Set(strategies.map((strategy) => JSON.stringify(strategy))).size).toBe(1);
    expect(await listDocumentIds(`users/${uid}/strategies`)).toEqual([strategies[0]!.date]);
  });

  it('should make a new one on a new local date: another time zone, or the day after a stored one', async () => {
    const { uid, token } = await newEliteUser();
    // UTC+14 and UTC−11 are 25 hours apart: never on the same date.
    const ahead = strategyOf(await today(token, 'Pacific/Kiritimati'));
    const behind = strategyOf(await today(token, 'Pacific/Pago_Pago'));
    expect(ahead.date).toBe(strategyDay(new Date(), 'Pacific/Kiritimati'));
    expect(behind.date).toBe(strategyDay(new Date(), 'Pacific/Pago_Pago'));
    expect(ahead.date > behind.date).toBe(true);
    expect((await listDocumentIds(`users/${uid}/strategies`)).sort()).toEqual([behind.date, ahead.date]);

    const other = await newEliteUser();
    const date = strategyDay(new Date(), 'UTC');
    const yesterday = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await patchDocument(`users/${other.uid}/strategies/${yesterday}`, {
      text: 'Yesterday’s strategy.',
      source: 'offline',
      dismissed: true,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const fresh = strategyOf(await today(other.token));
    expect(fresh).toMatchObject({ date, dismissed: false });
    expect(fresh.text).not.toBe('Yesterday’s strategy.');
  });

  it('should keep a dismissed strategy dismissed', async () => {
    const { uid, token } = await newEliteUser();
    const strategy = strategyOf(await today(token));
    await patchDocument(`users/${uid}/strategies/${strategy.date}`, { dismissed: true });
    expect(strategyOf(await today(token))).toEqual({ ...strategy, dismissed: true });
  });

  it('should use what the person said helps, and leave memory out while it is paused', async () => {
    const remembering = await newEliteUser();
    await seedMemory(remembering.uid, 'Walking the dog helps me unwind');
    expect(strategyOf(await today(remembering.token)).text).toContain('“Walking the dog helps me unwind”');

    const paused = await newEliteUser();
    await seedMemory(paused.uid, 'Walking the dog helps me unwind');
    await adminDb()
      .doc(`users/${paused.uid}`)
      .update({ settings: { ...DEFAULT_SETTINGS, memoryEnabled: false } });
    expect(strategyOf(await today(paused.token)).text).not.toContain('Walking the dog');
  });

  it('should leave out goals and memories that read as a crisis', async () => {
    const { uid, token } = await newEliteUser();
    await seedGoal(uid, 'g1', { title: 'Stop wanting to kill myself', progress: 0 });
    await seedMemory(uid, 'Hurting myself helps me feel something');
    const { text } = strategyOf(await today(token));
    expect(text).toMatch(/^Pick one thing that matters to you today/);
    expect(text).not.toMatch(/kill|hurting/i);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTrialUser } from '../api/chat-helpers';
import { api } from '../api/http';
import { fakeModelRequests, scriptFake } from '../fakes/openai-control';
import { assertEmulatorsRunning, patchDocument, suiteEmulators } from '../support/emulators';
import { seedGoal } from '../support/seed-goal';
import { seedJournalEntry } from '../support/seed-journal';

// An Elite user with a goal and a low mood written yesterday; returns their ID token.
async function eliteWithGoalAndMood() {
  const { uid, token } = await newTrialUser();
  await patchDocument(`users/${uid}`, { subscriptionPlan: 'elite', subscriptionStatus: 'active' });
  await seedGoal(uid, 'g1', { title: 'Run a 5k', progress: 20 });
  await seedJournalEntry(uid, new Date(Date.now() - 86_400_000), {
    mood: 2,
    title: 'Rough day',
    body: 'Private words that must stay here.',
  });
  return token;
}

const today = async (token: string) =>
  (await api('/strategy/today?timeZone=UTC', { token })).body.strategy as { text: string; source: string };

beforeAll(() => assertEmulatorsRunning(suiteEmulators));
beforeEach(() => scriptFake([]));

describe('the daily strategy through an OpenAI-compatible server', () => {
  it('should keep the model’s strategy, written from goals and moods but no journal words', async () => {
    await scriptFake([{ kind: 'reply', text: '  Give your 5k plan ten easy minutes, then rest.  ' }]);
    const token = await eliteWithGoalAndMood();
    expect(await today(token)).toMatchObject({
      text: 'Give your 5k plan ten easy minutes, then rest.',
      source: 'ai',
    });
    const prompt = (await fakeModelRequests())
      .at(-1)
      ?.messages.map((message) => message.content)
      .join('\n');
    expect(prompt).toContain('"Run a 5k" (20% done)');
    expect(prompt).toContain('2; trend: low');
    expect(prompt).not.toContain('Rough day');
    expect(prompt).not.toContain('Private words');
  });

  it('should use the offline composer when the provider fails', async () => {
    await scriptFake([{ kind: 'status', status: 500 }]);
    const strategy = await today(await eliteWithGoalAndMood());
    expect(strategy.source).toBe('offline');
    expect(strategy.text).toMatch(/^Keep today light: give “Run a 5k” just ten minutes/);
  });

  it('should never keep a model’s answer that reads as a crisis', async () => {
    await scriptFake([{ kind: 'reply', text: 'Stop wanting to kill myself.' }]);
    const strategy = await today(await eliteWithGoalAndMood());
    expect(strategy.source).toBe('offline');
    expect(strategy.text).not.toMatch(/kill/i);
  });
});

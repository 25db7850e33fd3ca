import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeModelRequests, scriptFake } from '../fakes/openai-control';
import { newTrialUser } from '../api/chat-helpers';
import { api } from '../api/http';
import { assertEmulatorsRunning, suiteEmulators } from '../support/emulators';
import { seedJournalEntry } from '../support/seed-journal';

// A trial user with one entry this week; returns their ID token.
async function writerWithEntry() {
  const { uid, token: idToken } = await newTrialUser();
  await seedJournalEntry(uid, new Date(Date.now() - 1000), {
    mood: 2,
    emotions: ['stressed'],
    title: 'Deadline crunch',
    body: 'Private words that must stay here.',
  });
  return idToken;
}

beforeAll(() => assertEmulatorsRunning(suiteEmulators));
beforeEach(() => scriptFake([]));

describe('weekly report reflections through an OpenAI-compatible server', () => {
  it('should use the model’s reflection, sent the week’s numbers but nothing the person wrote', async () => {
    await scriptFake([{ kind: 'reply', text: 'A demanding week; one calm evening could help.' }]);
    const token = await writerWithEntry();
    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token });
    expect(response.status).toBe(200);
    expect(response.body.report).toMatchObject({
      reflection: 'A demanding week; one calm evening could help.',
      reflectionSource: 'ai',
    });
    const request = (await fakeModelRequests()).at(-1);
    const prompt = request?.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('stressed (1)');
    expect(prompt).not.toContain('Deadline crunch');
    expect(prompt).not.toContain('Private words');
  });

  it('should fall back to the local template when the provider fails', async () => {
    await scriptFake([{ kind: 'status', status: 500 }]);
    const token = await writerWithEntry();
    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token });
    expect(response.status).toBe(200);
    expect(response.body.report).toMatchObject({ reflectionSource: 'template' });
    expect((response.body.report as { reflection: string }).reflection).toMatch(
      /^You wrote one journal entry/,
    );
  });

  it('should fall back to the local template when the provider does not answer in time', async () => {
    await scriptFake([{ kind: 'hang' }]);
    const token = await writerWithEntry();
    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token });
    expect(response.status).toBe(200);
    expect(response.body.report).toMatchObject({ reflectionSource: 'template' });
  });
});

describe('the therapist summary narrative through an OpenAI-compatible server', () => {
  const stats = {
    from: '2026-11-01',
    to: '2026-11-30',
    mood: { entryCount: 3, moodCount: 3, averageMood: 2.5, firstHalfAverage: 2, secondHalfAverage: 3 },
    themes: { emotions: [{ name: 'stressed', count: 3 }], tags: [] },
  };

  it('should return the model’s narrative, written from the numbers it was sent', async () => {
    await scriptFake([{ kind: 'reply', text: '  Mood rose over the month; stress recurred.  ' }]);
    const { token } = await newTrialUser();
    const response = await api('/reports/therapist-summary', { body: { stats }, token });
    expect(response).toMatchObject({
      status: 200,
      body: { narrative: 'Mood rose over the month; stress recurred.' },
    });
    const request = (await fakeModelRequests()).at(-1);
    const prompt = request?.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('Average mood: 2.5; first half: 2; second half: 3.');
    expect(prompt).toContain('Recurring emotions: stressed (3).');
  });

  it('should answer 503 when the provider fails, so the summary goes without a narrative', async () => {
    await scriptFake([{ kind: 'status', status: 500 }]);
    const { token } = await newTrialUser();
    const response = await api('/reports/therapist-summary', { body: { stats }, token });
    expect(response).toMatchObject({ status: 503, body: { error: 'provider_unavailable' } });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeBehaviour } from '../fakes/openai';
import { api } from '../api/http';
import { assertEmulatorsRunning, createAuthAccount, suiteEmulators } from '../support/emulators';
import { seedJournalEntry } from '../support/seed-journal';

// This suite runs with the functions configured for the fake: OPENAI_BASE_URL=http://127.0.0.1:4010/v1.
const FAKE = 'http://127.0.0.1:4010/__fake';

async function script(steps: FakeBehaviour[]) {
  await fetch(`${FAKE}/script`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ script: steps }),
  });
}

async function lastModelRequest() {
  const { requests } = (await (await fetch(`${FAKE}/requests`)).json()) as {
    requests: { stream?: boolean; messages: { role: string; content: string }[] }[];
  };
  return requests.at(-1);
}

// A user with one entry this week; returns their ID token.
async function writerWithEntry() {
  const { uid, idToken } = await createAuthAccount();
  await seedJournalEntry(uid, new Date(Date.now() - 1000), {
    mood: 2,
    emotions: ['stressed'],
    title: 'Deadline crunch',
    body: 'Private words that must stay here.',
  });
  return idToken;
}

beforeAll(() => assertEmulatorsRunning(suiteEmulators));
beforeEach(() => script([]));

describe('weekly report reflections through an OpenAI-compatible server', () => {
  it('should use the model’s reflection, sent the week’s numbers and headlines but not the text', async () => {
    await script([{ kind: 'reply', text: 'A demanding week; one calm evening could help.' }]);
    const token = await writerWithEntry();
    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token });
    expect(response.status).toBe(200);
    expect(response.body.report).toMatchObject({
      reflection: 'A demanding week; one calm evening could help.',
      reflectionSource: 'ai',
    });
    const request = await lastModelRequest();
    const prompt = request?.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain('"Deadline crunch"');
    expect(prompt).toContain('stressed (1)');
    expect(prompt).not.toContain('Private words');
  });

  it('should fall back to the local template when the provider fails', async () => {
    await script([{ kind: 'status', status: 500 }]);
    const token = await writerWithEntry();
    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token });
    expect(response.status).toBe(200);
    expect(response.body.report).toMatchObject({ reflectionSource: 'template' });
    expect((response.body.report as { reflection: string }).reflection).toMatch(
      /^You wrote one journal entry/,
    );
  });

  it('should fall back to the local template when the provider does not answer in time', async () => {
    await script([{ kind: 'hang' }]);
    const token = await writerWithEntry();
    const response = await api('/reports/current', { body: { timeZone: 'UTC' }, token });
    expect(response.status).toBe(200);
    expect(response.body.report).toMatchObject({ reflectionSource: 'template' });
  });
});

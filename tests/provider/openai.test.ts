import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeModelRequests, scriptFake } from '../fakes/openai-control';
import { assertEmulatorsRunning, FUNCTION_URL, suiteEmulators } from '../support/emulators';
import { newTrialUser, sendMessage, streamMessage } from '../api/chat-helpers';
import { api } from '../api/http';

beforeAll(() => assertEmulatorsRunning(suiteEmulators));
beforeEach(() => scriptFake([]));

describe('chat through an OpenAI-compatible server', () => {
  it('should send the system prompt and the history, and return what the model wrote', async () => {
    await scriptFake([{ kind: 'reply', text: 'What is within your control here?' }]);
    const { token } = await newTrialUser();
    const history = [
      { role: 'user', content: 'My flight got cancelled' },
      { role: 'assistant', content: 'That sounds frustrating.' },
      { role: 'user', content: 'I cannot stop fuming about it' },
    ];
    const response = await sendMessage(token, '', {
      messages: history,
      supportType: 'philosophy',
      personalityType: 'stoic',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ content: 'What is within your control here?', provider: 'openai' });

    const [request] = await fakeModelRequests();
    expect(request?.stream).toBe(true);
    expect(request?.model).toBe('gpt-4o-mini');
    const [system, ...turns] = request!.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/not a therapist/i);
    expect(system?.content).toMatch(/stoic/i);
    expect(turns).toEqual(history);
  });

  it('should stream the model text as it arrives', async () => {
    await scriptFake([{ kind: 'reply', text: 'one two three four five' }]);
    const { token } = await newTrialUser();
    const { events } = await streamMessage(FUNCTION_URL, token, {
      messages: [{ role: 'user', content: 'hello' }],
      supportType: 'general',
    });
    const text = events
      .filter((event) => event.event === 'delta')
      .map((event) => event.data.text)
      .join('');
    expect(text).toBe('one two three four five');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { provider: 'openai' } });
  });

  it('should retry a rate limit and then succeed', async () => {
    await scriptFake([
      { kind: 'status', status: 429 },
      { kind: 'reply', text: 'Back again.' },
    ]);
    const { token } = await newTrialUser();
    const response = await sendMessage(token, 'hello');
    expect(response.status).toBe(200);
    expect(response.body.content).toBe('Back again.');
    expect(await fakeModelRequests()).toHaveLength(2);
  });

  it('should not retry an exhausted quota, and give the session back', async () => {
    await scriptFake([{ kind: 'status', status: 429, code: 'insufficient_quota' }]);
    const { token } = await newTrialUser();
    const response = await sendMessage(token, 'hello');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      message: 'Failed to get a response. Please try again.',
      error: 'provider_unavailable',
    });
    expect(await fakeModelRequests()).toHaveLength(1);
    expect((await api('/chatbot/usage', { token })).body).toMatchObject({ used: 0, remaining: 10 });
  });

  it('should give up after repeated server errors and refund the session', async () => {
    await scriptFake([
      { kind: 'status', status: 500 },
      { kind: 'status', status: 502 },
      { kind: 'status', status: 500 },
    ]);
    const { token } = await newTrialUser();
    const response = await sendMessage(token, 'hello');
    expect(response.status).toBe(503);
    expect(await fakeModelRequests()).toHaveLength(3);
    expect((await api('/chatbot/usage', { token })).body).toMatchObject({ used: 0 });
  });

  it('should time out a model that never answers, well inside the 60 s limit', async () => {
    await scriptFake([{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }]);
    const { token } = await newTrialUser();
    const started = Date.now();
    const response = await sendMessage(token, 'hello');
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect((await api('/chatbot/usage', { token })).body).toMatchObject({ used: 0 });
  });

  it('should still answer a crisis message with resources when the provider is down', async () => {
    await scriptFake([
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
    ]);
    const { token } = await newTrialUser();
    const response = await sendMessage(token, 'I am going to end my life tonight');
    expect(response.status).toBe(200);
    expect(response.body.safety).toMatchObject({ level: 'crisis' });
    expect(response.body.content).toMatch(/988/);
  });

  it("should add the resources to the model's own words on crisis", async () => {
    await scriptFake([{ kind: 'reply', text: 'I am really glad you told me.' }]);
    const { token } = await newTrialUser();
    const response = await sendMessage(token, 'I want to die');
    expect(response.body.content).toMatch(/^I am really glad you told me\.\n\n[\s\S]*988/);
  });

  it("should raise the level to crisis when the provider's moderation flags self-harm", async () => {
    await scriptFake([{ kind: 'reply', text: 'Tell me more.' }], ['MARKER-quiet-plan']);
    const { token } = await newTrialUser();
    const response = await sendMessage(token, 'I have a quiet plan for the weekend MARKER-quiet-plan');
    expect(response.body.safety).toMatchObject({ level: 'crisis' });
  });
});

import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from 'firebase-functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../functions/src/app';
import { runWeeklyReports } from '../../functions/src/services/weekly-report';
import { useDemoProject } from '../support/admin';
import { assertEmulatorsRunning, suiteEmulators, uniqueEmail } from '../support/emulators';
import { seedJournalEntry } from '../support/seed-journal';
import { streamMessage } from './chat-helpers';
import { api } from './http';

// Logs go to Cloud Logging, which more people can read than the data: nothing a person wrote and no
// email may reach them. The app is served in this process, so its logger can be watched, with a
// model that cannot be reached (a closed port), so every path that logs a provider's failure runs.

const WORDS = 'lavender otter under the bridge';
const logged: unknown[][] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
  vi.stubEnv('OPENAI_API_KEY', 'fake-key');
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
  vi.stubEnv('OPENAI_MODERATION', 'on');
  vi.stubEnv('OPENAI_TIMEOUT_MS', '200');
  vi.stubEnv('OPENAI_BUDGET_MS', '1000');
  vi.stubEnv('OPENAI_CLASSIFY_TIMEOUT_MS', '200');
  for (const level of ['debug', 'info', 'log', 'warn', 'error', 'write'] as const) {
    vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
  }
  server = createApp().listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the server’s logs', () => {
  it('should say what failed in structured entries, with no message text, journal text or email', async () => {
    const email = uniqueEmail('logs');
    const registered = await api('/register', { body: { email, password: 'secret123' } });
    expect(registered.status).toBe(201);
    const user = { uid: (registered.body.user as { id: string }).id, token: registered.body.token as string };
    const chat = (content: string) =>
      streamMessage(base, user.token, {
        messages: [{ role: 'user', content }],
        supportType: 'emotional',
        personalityType: 'empathetic',
      });
    await chat(`I keep thinking about the ${WORDS}. Write to me at ${email}.`);
    await chat(`I want to kill myself tonight, the ${WORDS}.`);
    await chat('Work was busy today and I would like to plan my week.');
    // 2018-W05 is this test's own: its report asks the (unreachable) model for a reflection.
    await seedJournalEntry(user.uid, new Date('2018-01-31T09:00:00Z'), {
      mood: 2,
      title: `About the ${WORDS}`,
      body: `The ${WORDS} again, ${email}.`,
    });
    await runWeeklyReports(new Date('2018-02-05T12:00:00Z'), { job: `test-logs-${Date.now()}` });

    const messages = logged.map(([message]) => message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'chat provider failed',
        'weekly reflection: AI provider failed, using the template',
      ]),
    );
    // One numbers-only entry per reply, which the log-based metrics of docs/monitoring.md count.
    const replies = logged.filter(([message]) => message === 'chat reply').map(([, fields]) => fields);
    const everyReply = { latencyMs: expect.any(Number), provider: 'openai', stopped: false };
    expect(replies).toHaveLength(3);
    expect(replies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...everyReply, crisis: false, modelFailure: true }),
        expect.objectContaining({
          ...everyReply,
          crisis: true,
          modelFailure: true,
          firstTextMs: expect.any(Number),
        }),
      ]),
    );
    for (const entry of logged) {
      expect(entry.length, JSON.stringify(entry)).toBeLessThanOrEqual(2);
      expect(typeof entry[0]).toBe('string');
      if (entry.length === 2) expect(entry[1]).toBeTypeOf('object');
    }
    const text = JSON.stringify(logged);
    expect(text).not.toContain('lavender');
    expect(text).not.toContain(email);
    expect(text).not.toContain('kill myself');
  });
});

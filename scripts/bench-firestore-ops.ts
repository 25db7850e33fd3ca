// `npm run bench:firestore-ops`: Firestore reads and writes per chat message, per journal save and per
// page view, counted as Firestore bills them, and the characters each chat reply sends the model, so
// docs/scaling.md's figures can be measured again. Runs inside `firebase emulators:exec` (package.json).
//
// The server's side: the API (createApp) is served in this process, so every Admin SDK operation it
// makes passes through the Firestore client's debug log (`setLogFunction`, which prints each request
// and response), where they are counted: a document fetched (found or not) is a read, a query reads
// the documents it returns and at least one, a count query one, a listener each document it is sent;
// a write is each write result of a commit. The browser's side: Chromium runs the app from the Hosting
// emulator, and the Firestore SDK's own traffic is read through the DevTools protocol: documents its
// listeners receive, writes it commits. The API requests a page makes reach the Functions emulator,
// another process; they are replayed here, on this process's API, to count them.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setLogFunction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CDPSession, Page } from 'playwright-core';
import { APP_CHECK_HEADER } from '../domain/app-check';
import { createApp } from '../functions/src/app';
import { streamMessage } from '../tests/api/chat-helpers';
import { AuthPage } from '../tests/e2e/auth-page';
import { launchChromium, newAppContext } from '../tests/e2e/browser';
import { JournalPage } from '../tests/e2e/journal-page';
import { startFakeOpenAi } from '../tests/fakes/openai';
import { useDemoProject } from '../tests/support/admin';
import {
  assertEmulatorsRunning,
  patchDocument,
  suiteEmulators,
  uniqueEmail,
} from '../tests/support/emulators';
import { seedGoal } from '../tests/support/seed-goal';
import { seedJournalEntry } from '../tests/support/seed-journal';

const FAKE_OPENAI_PORT = 4010;
const MESSAGES_PER_CONVERSATION = 10;
// A reply of about 120 words, so the history a later message carries is as long as a real one's.
const REPLY = `${'That sounds like a lot to carry, and it makes sense that you feel worn out. '.repeat(9)}What would help most tonight?`;
// The sample person's history, so lists read what a regular user's would.
const JOURNAL_ENTRIES = 30;
const GOALS = 3;
// A page has settled when its Firestore traffic has been quiet this long.
const QUIET_MS = 3000;

interface Ops {
  reads: number;
  writes: number;
}

// ---- The server's side: the Admin SDK's own debug log, one line per request and response.

const server: Ops = { reads: 0, writes: 0 };
const queryDocuments = new Map<string, number>();
const LOG_LINE =
  /^Firestore \(\S*\) \S+ (\S+) \[Firestore\.(?:request|requestStream)\]: (Sending request|Received response): (.*)$/s;

setLogFunction((line) => {
  const match = LOG_LINE.exec(line);
  if (!match) return;
  const [, tag, direction, json] = match as unknown as [string, string, string, string];
  const body = JSON.parse(json) as Record<string, unknown>;
  if (direction === 'Sending request') {
    // A query costs one read even when it finds nothing; a count query, one per 1,000 entries.
    if (body.structuredQuery) {
      queryDocuments.set(tag, 0);
      server.reads += 1;
    }
    if (body.structuredAggregationQuery) server.reads += 1;
    return;
  }
  if (body.found || body.missing || body.documentChange) server.reads += 1;
  if (body.document) {
    const returned = (queryDocuments.get(tag) ?? 0) + 1;
    queryDocuments.set(tag, returned);
    if (returned > 1) server.reads += 1;
  }
  if (Array.isArray(body.writeResults)) server.writes += body.writeResults.length;
});

// ---- The browser's side: the Firestore SDK's WebChannel traffic, through the DevTools protocol.

const browser: Ops = { reads: 0, writes: 0 };
let lastActivity = Date.now();
// Listeners added and not yet CURRENT (all their first results sent).
const pendingTargets = new Set<string>();
const apiCalls: { method: string; url: string; headers: Record<string, string> }[] = [];

// A listener's stream is JSON in chunks: each `documentChange` names a document version and the
// targets (listeners) it is sent to; a target marked CURRENT has all of its first results.
const LISTEN_EVENT =
  /"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"[\s\S]*?"updateTime"\s*:\s*"([^"]+)"[\s\S]*?"targetIds"\s*:\s*\[([^\]]*)\]|"targetChangeType"\s*:\s*"CURRENT"\s*,\s*"targetIds"\s*:\s*\[([^\]]*)\]/g;
const targetsOf = (ids: string) =>
  ids
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

// What the SDK sends on a channel: form fields `reqN___data__`, each JSON (writes, or a target added
// or removed).
function channelRequests(postData: string) {
  return [...new URLSearchParams(postData)]
    .filter(([key]) => /^req\d+___data__$/.test(key))
    .map(
      ([, value]) =>
        JSON.parse(value) as { writes?: unknown[]; addTarget?: { targetId: number }; removeTarget?: number },
    );
}

async function watchFirestoreTraffic(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Each listen response's text so far, and how much of it is counted.
  const listenText = new Map<string, { text: string; counted: number }>();
  // The document versions each target was sent. After any change the emulator sends a query's every
  // document again (a RESET), where Firestore sends only what changed: a version a target already
  // has is not counted twice. A target in the map has been counted.
  const delivered = new Map<string, Set<string>>();
  const received = (requestId: string, base64: string) => {
    const stream = listenText.get(requestId)!;
    stream.text += Buffer.from(base64, 'base64').toString('utf8');
    LISTEN_EVENT.lastIndex = stream.counted;
    for (let match; (match = LISTEN_EVENT.exec(stream.text)); stream.counted = LISTEN_EVENT.lastIndex) {
      const [, name, updateTime, changedTargets, currentTargets] = match;
      for (const target of targetsOf(changedTargets ?? '')) {
        const versions = delivered.get(target) ?? new Set<string>();
        delivered.set(target, versions);
        if (versions.has(`${name}@${updateTime}`)) continue;
        versions.add(`${name}@${updateTime}`);
        browser.reads += 1;
      }
      // A listener whose query found nothing still costs one read.
      for (const target of targetsOf(currentTargets ?? '')) {
        pendingTargets.delete(target);
        if (delivered.has(target)) continue;
        delivered.set(target, new Set());
        browser.reads += 1;
      }
    }
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', async ({ requestId, request }) => {
    if (request.url.includes('/google.firestore.v1.Firestore/Listen/channel') && request.method === 'GET')
      listenText.set(requestId, { text: '', counted: 0 });
    const channel = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/.exec(request.url)?.[1];
    if (channel && request.method === 'POST') {
      const postData =
        request.postData ?? (await cdp.send('Network.getRequestPostData', { requestId })).postData;
      for (const sent of channelRequests(postData)) {
        browser.writes += sent.writes?.length ?? 0;
        if (sent.addTarget) pendingTargets.add(String(sent.addTarget.targetId));
        if (sent.removeTarget !== undefined) pendingTargets.delete(String(sent.removeTarget));
      }
      lastActivity = Date.now();
    }
    if (request.url.includes(':runAggregationQuery')) browser.reads += 1;
  });
  cdp.on('Network.responseReceived', async ({ requestId }) => {
    if (!listenText.has(requestId)) return;
    try {
      const { bufferedData } = await cdp.send('Network.streamResourceContent', { requestId });
      received(requestId, bufferedData);
    } catch {
      // Already finished: its whole body is there to read.
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      received(requestId, base64Encoded ? body : Buffer.from(body).toString('base64'));
    }
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    if (data && listenText.has(requestId)) received(requestId, data);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/') || url.startsWith('http://127.0.0.1:5001/'))
      apiCalls.push({ method: request.method(), url, headers: request.headers() });
  });
}

// ---- Measuring.

// Replays the page's API GETs on this process's API (the browser's went to the Functions emulator).
async function replayApiCalls(calls: typeof apiCalls) {
  for (const call of calls.filter((each) => each.method === 'GET')) {
    const path = new URL(call.url).pathname.replace(/^.*?\/api(?=\/)/, '');
    await fetch(`${base}${path}`, {
      headers: {
        authorization: call.headers.authorization ?? '',
        [APP_CHECK_HEADER]: call.headers[APP_CHECK_HEADER] ?? '',
      },
    });
  }
}

interface Measured {
  browser: Ops;
  server: Ops;
  api: string[];
}

// What `action` costs on both sides, its page's API calls replayed and counted on the server's.
async function measure(action: () => Promise<void>): Promise<Measured> {
  const start = { server: { ...server }, browser: { ...browser }, calls: apiCalls.length };
  lastActivity = Date.now();
  await action();
  const calls = apiCalls.slice(start.calls);
  await replayApiCalls(calls);
  const since = (now: Ops, then: Ops) => ({
    reads: now.reads - then.reads,
    writes: now.writes - then.writes,
  });
  return {
    browser: since(browser, start.browser),
    server: since(server, start.server),
    api: calls.map((call) => `${call.method} ${new URL(call.url).pathname.replace(/^.*?\/api(?=\/)/, '')}`),
  };
}

// The title changes at once; the listeners' documents follow: settled once every listener is CURRENT
// and the traffic has been quiet for QUIET_MS, counted from the action on.
async function settled(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, `${title} · ReflectAI`);
  while (pendingTargets.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
}

// A navigation inside the app, as a link in the shell makes it.
async function navigate(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, title);
}

async function newPerson(plan?: 'basic' | 'pro' | 'elite') {
  const email = uniqueEmail('ops');
  const response = await fetch(`${base}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  const body = (await response.json()) as { token: string; user: { id: string } };
  if (plan)
    await patchDocument(`users/${body.user.id}`, { subscriptionPlan: plan, subscriptionStatus: 'active' });
  return { email, uid: body.user.id, token: body.token };
}

const fakeOpenAi = (path: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${FAKE_OPENAI_PORT}/__fake/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((response) => response.json() as Promise<Record<string, unknown>>);

const promptCharacters = (request: unknown) =>
  (request as { messages: { content: string }[] }).messages.reduce(
    (sum, message) => sum + message.content.length,
    0,
  );

// One conversation of MESSAGES_PER_CONVERSATION messages from a person on `plan`. By the last, the
// history the reply reads and sends is at its cap (CHAT_LIMITS.historyTurns), as in any long talk.
async function chatConversation(plan: 'basic' | 'pro' | 'elite') {
  const person = await newPerson(plan);
  await fakeOpenAi('script', {
    script: Array.from({ length: MESSAGES_PER_CONVERSATION }, () => ({ kind: 'reply', text: REPLY })),
  });
  const perMessage: Ops[] = [];
  let conversationId: string | undefined;
  for (let index = 0; index < MESSAGES_PER_CONVERSATION; index++) {
    const before = { ...server };
    const { status, events } = await streamMessage(base, person.token, {
      messages: [{ role: 'user', content: `Work has been stressful this week, message ${index + 1}.` }],
      supportType: 'emotional',
      personalityType: 'empathetic',
      ...(conversationId ? { conversationId } : {}),
    });
    if (status !== 200) throw new Error(`chat message failed: ${status} ${JSON.stringify(events)}`);
    conversationId ??= events.find((event) => event.event === 'safety')?.data.conversationId as string;
    perMessage.push({ reads: server.reads - before.reads, writes: server.writes - before.writes });
  }
  const replies = ((await fakeOpenAi('requests')).requests as unknown[]).map(promptCharacters);
  const classifications = ((await fakeOpenAi('classifications')).classifications as unknown[]).map(
    promptCharacters,
  );
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    plan,
    first: perMessage[0]!,
    last: perMessage.at(-1)!,
    mean: {
      reads: mean(perMessage.map((ops) => ops.reads)),
      writes: mean(perMessage.map((ops) => ops.writes)),
    },
    promptChars: { first: replies[0]!, last: replies.at(-1)!, mean: mean(replies) },
    classifierChars: mean(classifications),
    replyChars: REPLY.length,
  };
}

async function pageViews() {
  const person = await newPerson();
  for (let day = 0; day < JOURNAL_ENTRIES; day++)
    await seedJournalEntry(person.uid, new Date(Date.now() - (day + 1) * 86_400_000), {
      mood: 3,
      title: `Day ${day + 1}`,
      body: 'A paragraph about the day, as people write them.',
    });
  for (let goal = 0; goal < GOALS; goal++)
    await seedGoal(person.uid, `goal-${goal}`, { title: `Goal ${goal + 1}`, progress: 30 });
  await streamMessage(base, person.token, {
    messages: [{ role: 'user', content: 'Hello, I would like to talk about my week.' }],
    supportType: 'emotional',
    personalityType: 'empathetic',
  });

  const chromium = await launchChromium();
  const results: Record<string, Measured> = {};
  try {
    // Each view in a fresh browser (an empty Firestore cache), signed in, so each is a first view.
    const signedIn = async () => {
      const context = await newAppContext(chromium);
      const page = await context.newPage();
      await watchFirestoreTraffic(page);
      const auth = new AuthPage(page);
      await auth.openSignIn();
      return { page, context, auth };
    };
    // Signing in opens the counselor (the app's shell and the chat).
    const signIn = async (auth: AuthPage, page: Page) => {
      await auth.signIn({ email: person.email, password: 'secret123' });
      await page.waitForURL('**/app/counselor');
      await settled(page, 'Counselor');
    };
    {
      const { page, context, auth } = await signedIn();
      results['sign in, then Counselor'] = await measure(() => signIn(auth, page));
      await context.close();
    }
    for (const [path, title] of [
      ['/app', 'Home'],
      ['/app/journal', 'Journal'],
      ['/app/goals', 'Goals'],
      ['/app/patterns', 'Mind Patterns'],
    ] as const) {
      const { page, context, auth } = await signedIn();
      await signIn(auth, page);
      results[`${title} (from Counselor)`] = await measure(() => navigate(page, path, title));
      if (title === 'Journal') {
        const journal = new JournalPage(page);
        results['journal save (a new entry)'] = await measure(async () => {
          await journal.newEntry();
          await journal.body().fill('Today I went for a walk and it helped.');
          await journal.waitForStatus('Saved');
          await settled(page, 'Journal');
        });
      }
      await context.close();
    }
  } finally {
    await chromium.close();
  }
  return results;
}

await assertEmulatorsRunning(suiteEmulators);
useDemoProject();
// The API's own entry per reply would bury the figures.
logger.info = () => {};
Object.assign(process.env, {
  OPENAI_API_KEY: 'fake-key',
  OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_OPENAI_PORT}/v1`,
  OPENAI_MODERATION: 'on',
});
const fake = await startFakeOpenAi(FAKE_OPENAI_PORT);
const app: Server = createApp().listen(0, '127.0.0.1');
await once(app, 'listening');
// The API in this process, where its Firestore operations are counted.
const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}/api`;
try {
  console.log(
    `Chat: ${MESSAGES_PER_CONVERSATION} messages in one conversation, server-side Firestore operations`,
  );
  for (const plan of ['basic', 'pro', 'elite'] as const) {
    const chat = await chatConversation(plan);
    console.log(
      `  ${plan.padEnd(5)}  reads / writes: ${chat.first.reads} / ${chat.first.writes} (first message),` +
        ` ${chat.last.reads} / ${chat.last.writes} (message ${MESSAGES_PER_CONVERSATION}),` +
        ` ${chat.mean.reads.toFixed(1)} / ${chat.mean.writes.toFixed(1)} (mean)`,
    );
    console.log(
      `         characters to the model per reply: ${chat.promptChars.first} (first), ${chat.promptChars.last}` +
        ` (message ${MESSAGES_PER_CONVERSATION}), ${chat.promptChars.mean.toFixed(0)} (mean);` +
        ` safety classifier ${chat.classifierChars.toFixed(0)}; reply ${chat.replyChars}`,
    );
  }
  console.log(
    `Page views and a journal save (a person with ${JOURNAL_ENTRIES} journal entries, ${GOALS} goals, one conversation),` +
      ' browser and server together:',
  );
  for (const [name, ops] of Object.entries(await pageViews()))
    console.log(
      `  ${name}: browser ${ops.browser.reads} reads, ${ops.browser.writes} writes;` +
        ` server ${ops.server.reads} reads, ${ops.server.writes} writes; API: ${ops.api.join(', ') || 'none'}`,
    );
} finally {
  app.close();
  fake.close();
}
// The Admin SDK keeps its channels open.
process.exit(0);

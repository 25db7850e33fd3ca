// `npm run bench:soak`: many people using the app at once for a few minutes, on the emulators with the
// offline counselor. Each person signs up as the web app does (POST /api/register through Hosting,
// then the Firebase Auth SDK), is given an Elite subscription (unlimited sessions, so no limit turns
// the soak into refusals), then loops with short random pauses: a streamed chat message on the
// function's own URL, a journal entry or a goal written with the Firestore client SDK under the
// security rules, or the journal and goals read back. At the end every write that resolved is looked
// for with the Admin SDK. Prints counts, errors, lost writes and latency percentiles; exits 1 on any
// error or lost write. SOAK_SECONDS (or --seconds N, default 180) and SOAK_PEOPLE (or --people N,
// default 20) size it. Runs inside `firebase emulators:exec` (see package.json).
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  initializeFirestore,
  memoryLocalCache,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import type { ChatTurn, SupportType } from '../domain/chat';
import { goalSchema } from '../domain/goals';
import { EMOTIONS, journalEntrySchema } from '../domain/journal';
import { adminDb } from '../functions/src/admin';
import { useDemoProject } from '../tests/support/admin';
import { assertEmulatorsRunning, FUNCTION_URL, HOSTING_URL, uniqueEmail } from '../tests/support/emulators';

const PROJECT_ID = 'demo-reflectai';

// A number from the command line (`--seconds 20`) or the environment (SOAK_SECONDS=20), at least `min`.
function setting(flag: string, variable: string, fallback: number, min = 1) {
  const at = process.argv.indexOf(flag);
  const raw = at >= 0 ? process.argv[at + 1] : process.env[variable];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${flag} / ${variable} must be at least ${min}`);
  return value;
}

const SECONDS = setting('--seconds', 'SOAK_SECONDS', 180);
const PEOPLE = Math.round(setting('--people', 'SOAK_PEOPLE', 20));
// People arrive evenly over this many seconds at the start: sign-ups all in one instant would measure
// the Functions emulator starting twenty workers at once rather than the app.
const RAMP_SECONDS = setting('--ramp', 'SOAK_RAMP_SECONDS', Math.min(15, SECONDS / 4), 0);
const WARM_WORKERS = Math.round(setting('--warm', 'SOAK_WARM_WORKERS', Math.ceil(PEOPLE / 2)));
// Between actions a person pauses this long, at random: reading the reply, typing, choosing.
const THINK_MS = { min: 500, max: 3000 };
// Any one request taking longer than this counts as an error (the API's own limit is 60 s).
const REQUEST_TIMEOUT_MS = 90_000;
// How often a chat message starts a new conversation rather than continuing the current one.
const NEW_CONVERSATION_CHANCE = 0.1;

const KINDS = ['sign-up', 'chat', 'journal write', 'goal write', 'read'] as const;
type Kind = (typeof KINDS)[number];

const requests = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
const latencies = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
const chatFirstText: number[] = [];
const providers = new Map<string, number>();
const safetyLevels = new Map<string, number>();
const errors: { kind: Kind; message: string }[] = [];

interface Person {
  index: number;
  uid: string;
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  conversationId?: string;
  history: ChatTurn[];
  // Every write the server acknowledged: document id -> title, to find again at the end.
  journal: Map<string, string>;
  goals: Map<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const between = (min: number, max: number) => min + Math.random() * (max - min);

// Runs one request of `kind`, timing it; a failure is recorded as an error of that kind, not thrown.
async function timed<T>(kind: Kind, run: () => Promise<T>): Promise<T | undefined> {
  requests[kind] += 1;
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([run(), timeout]);
    latencies[kind].push(performance.now() - started);
    return result;
  } catch (error) {
    errors.push({ kind, message: error instanceof Error ? error.message : String(error) });
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

// An active Elite subscription (unlimited sessions), written with the Admin SDK as the payment
// webhook would write it.
const giveElitePlan = (uid: string) =>
  adminDb().doc(`users/${uid}`).update({ subscriptionPlan: 'elite', subscriptionStatus: 'active' });

// Sign-up as the web app does it: POST /api/register through Hosting's rewrite, then the Auth SDK;
// then the Elite plan.
async function signUp(index: number): Promise<Person | undefined> {
  return timed('sign-up', async () => {
    const email = uniqueEmail(`soak${index}`);
    const password = 'secret123';
    const response = await fetch(`${HOSTING_URL}/api/register`, {
      method: 'POST',
      // Each person from their own network (TEST-NET-3), as Hosting's CDN would name them, so the
      // sign-up limit per address counts people rather than this one machine.
      headers: {
        'content-type': 'application/json',
        'fastly-client-ip': `203.0.113.${((index - 1) % 254) + 1}`,
      },
      body: JSON.stringify({ email, password, name: `Soak ${index}` }),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`register: ${response.status} ${text.slice(0, 200)}`);
    const uid = (JSON.parse(text) as { user: { id: string } }).user.id;
    await giveElitePlan(uid);

    const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `soak-${index}`);
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, password);
    const db = initializeFirestore(app, { localCache: memoryLocalCache() });
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
    return { index, uid, app, auth, db, history: [], journal: new Map(), goals: new Map() };
  });
}

const CHAT_MESSAGES = [
  'Work has been stressful lately and I keep putting things off.',
  'I had a good walk this morning and felt calmer afterwards.',
  'My sister and I argued about the holidays again.',
  'I find it hard to switch off in the evenings.',
  'I have a presentation on Friday and I am nervous about it.',
  'How can I build a habit of journaling every day?',
  'I felt proud that I finished the project on time.',
  'Lately I have been sleeping badly and feel tired at work.',
  'What is a good way to plan a busy week?',
  'I keep comparing myself to my friends online.',
  'Is it normal to feel restless on a Sunday afternoon?',
  'I want to be more patient with my kids after school.',
];
const SUPPORT_TYPES: SupportType[] = ['general', 'emotional', 'productivity', 'philosophy'];

// One chat message, sent and read as the web app's streamMessage does: SSE from the function's own
// URL, `safety` first, `delta` pieces, then `done`; an `error` event or a missing `done` is a failure.
async function chat(person: Person) {
  if (!person.conversationId || Math.random() < NEW_CONVERSATION_CHANCE) {
    person.conversationId = undefined;
    person.history = [];
  }
  const content = pick(CHAT_MESSAGES);
  const turns = [...person.history, { role: 'user' as const, content }].slice(-12);
  const started = performance.now();
  const idToken = await person.auth.currentUser!.getIdToken();
  const response = await fetch(`${FUNCTION_URL}/chatbot/message`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      authorization: `Bearer ${idToken}`,
    },
    body: JSON.stringify({
      messages: turns,
      supportType: pick(SUPPORT_TYPES),
      personalityType: 'empathetic',
      conversationId: person.conversationId,
      country: 'US',
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok || !response.body) {
    throw new Error(`chat: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
  let reply = '';
  let firstText: number | undefined;
  let outcome: { conversationId: string; provider: string; safety: { level: string } } | undefined;
  let failure: string | undefined;
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      const data = JSON.parse(event.data) as Record<string, unknown>;
      if (event.event === 'delta') {
        firstText ??= performance.now() - started;
        reply += String(data.text);
      } else if (event.event === 'done') outcome = data as typeof outcome;
      else if (event.event === 'error') failure = `${String(data.error)}: ${String(data.message)}`;
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (failure) throw new Error(`chat stream error event: ${failure}`);
  if (!outcome) throw new Error('chat stream ended without a done event');
  if (!reply) throw new Error('chat reply had no text');
  if (firstText !== undefined) chatFirstText.push(firstText);
  providers.set(outcome.provider, (providers.get(outcome.provider) ?? 0) + 1);
  safetyLevels.set(outcome.safety.level, (safetyLevels.get(outcome.safety.level) ?? 0) + 1);
  person.conversationId = outcome.conversationId;
  person.history.push({ role: 'user', content }, { role: 'assistant', content: reply });
}

const TAGS = ['work', 'family', 'sleep', 'health', 'friends', 'study', 'weekend'];

// A journal entry as createJournalEntry writes it: the checked fields and both server timestamps.
async function writeJournalEntry(person: Person) {
  const count = person.journal.size + 1;
  const entry = journalEntrySchema.parse({
    title: `Entry ${count} of person ${person.index}`,
    body: `Today I noticed ${pick(TAGS)} on my mind. ${pick(CHAT_MESSAGES)}`,
    mood: Math.ceil(Math.random() * 5),
    emotions: [...new Set([pick(EMOTIONS), pick(EMOTIONS)])],
    tags: [...new Set([pick(TAGS), pick(TAGS)])],
    template: null,
  });
  const ref = doc(collection(person.db, 'users', person.uid, 'journal'));
  await setDoc(ref, { ...entry, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  person.journal.set(ref.id, entry.title);
}

// A goal as createGoal writes it: active, at 0%, with server timestamps.
async function writeGoal(person: Person) {
  const goal = goalSchema.parse({
    title: `Goal ${person.goals.size + 1} of person ${person.index}`,
    description: `Spend ten minutes a day on ${pick(TAGS)}.`,
    targetDate: Math.random() < 0.5 ? null : '2027-01-31',
  });
  const ref = doc(collection(person.db, 'users', person.uid, 'goals'));
  await setDoc(ref, {
    ...goal,
    status: 'active',
    progress: 0,
    completedAt: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  person.goals.set(ref.id, goal.title);
}

// The journal list (newest first) or the goals list, as the pages query them, read from the server;
// a write acknowledged earlier but missing from the list is a failure.
async function readBack(person: Person, which: 'journal' | 'goals') {
  const written = [...(which === 'journal' ? person.journal : person.goals).keys()];
  const path = collection(person.db, 'users', person.uid, which);
  const snapshot = await getDocs(which === 'journal' ? query(path, orderBy('createdAt', 'desc')) : path);
  const found = new Set(snapshot.docs.map((document) => document.id));
  const missing = written.filter((id) => !found.has(id)).length;
  if (missing > 0) throw new Error(`${which} read lacks ${missing} of ${written.length} saved documents`);
}

// Chat half the time, otherwise a journal entry, a read of the journal or goals, or a goal.
const ACTIONS: { weight: number; kind: Kind; run: (person: Person) => Promise<void> }[] = [
  { weight: 50, kind: 'chat', run: chat },
  { weight: 20, kind: 'journal write', run: writeJournalEntry },
  { weight: 10, kind: 'goal write', run: writeGoal },
  { weight: 20, kind: 'read', run: (person) => readBack(person, Math.random() < 0.6 ? 'journal' : 'goals') },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);

function pickAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0]!;
}

async function live(person: Person, deadline: number) {
  for (;;) {
    await sleep(between(THINK_MS.min, THINK_MS.max));
    if (performance.now() >= deadline) return;
    const action = pickAction();
    await timed(action.kind, () => action.run(person));
  }
}

// Before the clock starts, the function workers the soak will use, each through the chat path once:
// the Functions emulator runs one Node process per request in flight, loads a new one whenever all
// are busy, and a worker's first chat loads the crisis classifier and the offline counselor (seconds
// of CPU each). Bursts of 2, 4, ... WARM_WORKERS chat messages from a warm-up account, each burst
// repeated until every message is answered, leave that many workers ready (as bench:chat warms its
// workers). Returns the seconds it took.
async function warmUp() {
  const warmStarted = performance.now();
  for (let attempt = 1; ; attempt++) {
    const health = await fetch(`${HOSTING_URL}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (attempt >= 30) throw new Error('GET /api/health never answered 200');
    await sleep(2000);
  }
  const response = await fetch(`${HOSTING_URL}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'fastly-client-ip': '198.51.100.1' },
    body: JSON.stringify({ email: uniqueEmail('soak-warm-up'), password: 'secret123' }),
  });
  if (response.status !== 201)
    throw new Error(`warm-up register: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  await giveElitePlan(user.id);
  const answered = () =>
    fetch(`${FUNCTION_URL}/chatbot/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'Warming up before the soak.' }],
        supportType: 'general',
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).then(
      (reply) => reply.ok,
      () => false,
    );
  for (let burst = 2; burst <= WARM_WORKERS + 1; burst += 2) {
    const size = Math.min(burst, WARM_WORKERS);
    for (let attempt = 1; ; attempt++) {
      const answers = await Promise.all(Array.from({ length: size }, answered));
      if (answers.every(Boolean)) break;
      if (attempt >= 10) throw new Error(`warm-up: a burst of ${size} chat messages failed 10 times`);
      await sleep(2000);
    }
  }
  return (performance.now() - warmStarted) / 1000;
}

// Acknowledged writes that the Admin SDK cannot find (or finds with another title).
async function lostWrites(person: Person, which: 'journal' | 'goals') {
  const expected = which === 'journal' ? person.journal : person.goals;
  const stored = await adminDb().collection(`users/${person.uid}/${which}`).select('title').get();
  const titles = new Map(stored.docs.map((document) => [document.id, document.get('title') as string]));
  const lost = [...expected].filter(([id, title]) => titles.get(id) !== title).map(([id]) => id);
  return { written: expected.size, lost };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

function latencyRow(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const cells = sorted.length
    ? [50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(0).padStart(7))
    : ['-', '-', '-', '-'].map((cell) => cell.padStart(7));
  return `  ${label.padEnd(20)}${String(values.length).padStart(7)}${cells.join('')}`;
}

useDemoProject();
await assertEmulatorsRunning([HOSTING_URL, 'http://127.0.0.1:9099', 'http://127.0.0.1:8080']);

console.log(
  `Soak: ${PEOPLE} people for ${SECONDS} s, arriving over the first ${RAMP_SECONDS} s, ` +
    `think time ${THINK_MS.min}-${THINK_MS.max} ms`,
);
console.log(`${WARM_WORKERS} function workers warm in ${(await warmUp()).toFixed(1)} s`);
const started = performance.now();
const deadline = started + SECONDS * 1000;
const people: Person[] = [];
await Promise.all(
  Array.from({ length: PEOPLE }, async (_, index) => {
    await sleep((index / PEOPLE) * RAMP_SECONDS * 1000);
    const person = await signUp(index + 1);
    if (!person) return;
    people.push(person);
    await live(person, deadline);
  }),
);
const elapsed = (performance.now() - started) / 1000;

const lost = { journal: { written: 0, lost: 0 }, goals: { written: 0, lost: 0 } };
const lostIds: string[] = [];
for (const person of people) {
  for (const which of ['journal', 'goals'] as const) {
    const result = await lostWrites(person, which);
    lost[which].written += result.written;
    lost[which].lost += result.lost.length;
    lostIds.push(...result.lost.map((id) => `users/${person.uid}/${which}/${id}`));
  }
}
await Promise.all(
  people.map(async (person) => {
    await terminate(person.db);
    await deleteApp(person.app);
  }),
);

const loopRequests = KINDS.filter((kind) => kind !== 'sign-up').reduce(
  (sum, kind) => sum + requests[kind],
  0,
);
const format = (counts: Map<string, number>) =>
  [...counts].map(([key, count]) => `${key} ${count}`).join(', ') || 'none';
console.log('');
console.log(`people:   ${people.length} of ${PEOPLE} (each signed up, Elite plan)`);
console.log(
  `duration: ${elapsed.toFixed(1)} s (asked ${SECONDS} s; arrivals over the first ${RAMP_SECONDS} s)`,
);
console.log(`requests: ${loopRequests} after sign-up (${(loopRequests / elapsed).toFixed(1)} a second)`);
for (const kind of KINDS) console.log(`  ${kind.padEnd(14)}${String(requests[kind]).padStart(7)}`);
console.log(`chat replies by provider: ${format(providers)}; by safety level: ${format(safetyLevels)}`);
console.log(`errors:   ${errors.length}`);
for (const kind of KINDS) {
  const count = errors.filter((error) => error.kind === kind).length;
  if (count) console.log(`  ${kind.padEnd(14)}${String(count).padStart(7)}`);
}
for (const error of errors.slice(0, 5)) console.log(`  [${error.kind}] ${error.message}`);
const lostTotal = lost.journal.lost + lost.goals.lost;
console.log(
  `lost writes: ${lostTotal} (journal ${lost.journal.lost} of ${lost.journal.written} acknowledged, ` +
    `goals ${lost.goals.lost} of ${lost.goals.written})`,
);
for (const path of lostIds.slice(0, 5)) console.log(`  ${path}`);
console.log('latency (ms)             count    p50    p95    p99    max');
for (const kind of KINDS) {
  console.log(latencyRow(kind === 'chat' ? 'chat (whole reply)' : kind, latencies[kind]));
  if (kind === 'chat') console.log(latencyRow('chat (first text)', chatFirstText));
}

process.exit(errors.length > 0 || lostTotal > 0 ? 1 : 0);

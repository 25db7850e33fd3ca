import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app';
import {
  assertEmulatorsRunning,
  createAuthAccount,
  HOSTING_URL,
  patchDocument,
  suiteEmulators,
  uniqueEmail,
} from '../support/emulators';
import { newClientAddress } from './public-forms';
import { toneWav } from './speech-helpers';

// Every endpoint of docs/api.md (and billing's), each sent bad input of every kind that applies. A
// bad request is always answered with a 4xx and the JSON error envelope: never a 5xx, never HTML.

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  // One request first, so the function is loaded before the sweeps send theirs side by side: on a
  // busy 2-core machine, eight cold starts at once have failed to load and timed the first sweep out.
  await fetch(`${HOSTING_URL}/api/health`);
});

type User = { uid: string; token: string };

/** A signed-in user in their free trial: an Auth emulator account whose first `GET /user` made its record. */
async function trialUser(): Promise<User> {
  const { uid, idToken } = await createAuthAccount();
  const response = await fetch(`${HOSTING_URL}/api/user`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (response.status !== 200) throw new Error(`GET /user failed: ${await response.text()}`);
  return { uid, token: idToken };
}

/** A user with an active Pro subscription, which includes voice, so uploads are read. */
async function proUser(): Promise<User> {
  const user = await trialUser();
  await patchDocument(`users/${user.uid}`, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
  return user;
}

/** One request, as sent: `authorization` is the whole header, `body` the bytes or a form. */
interface Probe {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  body?: string | FormData;
  headers?: Record<string, string>;
}

/**
 * What must come back: a status (with the JSON envelope), a 400 naming `field`, any 4xx in JSON
 * ('refused'), anything but a 5xx in JSON ('handled': input the API may accept), or the Functions
 * runtime's own 400, whose parser refuses a body that is not JSON before the app runs (docs/api.md).
 */
type Expected = number | { field: string } | 'refused' | 'handled' | 'runtime';

interface Case {
  label: string;
  probe: Probe;
  expected: Expected;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** With `:id` where the path takes an id. */
  path: string;
  auth: 'public' | 'bearer' | 'optional';
  /** An id of the right form that names nothing (404). */
  unknownId?: string;
  /** A valid JSON body (fresh per call); each case breaks one thing in it. */
  valid?: (user?: User) => Record<string, unknown>;
  optional?: string[];
  /** Unknown fields are refused. */
  strict?: boolean;
  /** Fields of free text, where a null byte may be accepted. */
  freeText?: string[];
  /** Cases of the endpoint's own, e.g. multipart uploads and queries. */
  cases?: (user?: User) => Case[];
  /** Signed-in cases use this user rather than a new trial user. */
  user?: () => Promise<User>;
}

const UNKNOWN_CHECKOUT = `cs_local_${'0'.repeat(24)}`;
const HUGE = 'x'.repeat(200 * 1024);
const NULL_BYTE = 'a\u0000b';

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/health', auth: 'public' },
  {
    method: 'POST',
    path: '/register',
    auth: 'public',
    valid: () => ({ email: uniqueEmail('sweep'), password: 'secret123', name: 'Ada', plan: 'pro' }),
    optional: ['name', 'plan'],
    strict: true,
    freeText: ['password', 'name'],
  },
  {
    method: 'POST',
    path: '/login',
    auth: 'public',
    valid: () => ({ email: uniqueEmail('sweep'), password: 'secret123' }),
    strict: true,
  },
  { method: 'POST', path: '/logout', auth: 'bearer' },
  { method: 'GET', path: '/user', auth: 'bearer' },
  {
    method: 'POST',
    path: '/chatbot/message',
    auth: 'bearer',
    valid: () => ({
      messages: [{ role: 'user', content: 'I had a calm day today.' }],
      supportType: 'general',
      personalityType: 'empathetic',
      customInstructions: 'Keep it short.',
      basePersonality: 'practical',
      conversationId: 'sweep123',
      country: 'GB',
    }),
    optional: ['personalityType', 'customInstructions', 'basePersonality', 'conversationId', 'country'],
    strict: true,
    freeText: ['messages', 'personalityType', 'customInstructions', 'country'],
  },
  { method: 'GET', path: '/chatbot/usage', auth: 'bearer' },
  { method: 'DELETE', path: '/chatbot/conversations/:id', auth: 'bearer', unknownId: 'sweep404' },
  { method: 'POST', path: '/chatbot/conversations/:id/stop', auth: 'bearer', unknownId: 'sweep404' },
  { method: 'POST', path: '/speech/transcribe', auth: 'bearer', user: proUser, cases: speechCases },
  {
    method: 'POST',
    path: '/newsletter',
    auth: 'public',
    valid: () => ({ email: uniqueEmail('sweep') }),
    strict: true,
  },
  {
    method: 'POST',
    path: '/feedback',
    // A visitor's form; a signed-in sender's token must be valid (priority support).
    auth: 'optional',
    valid: () => ({
      name: 'Ada',
      email: uniqueEmail('sweep'),
      category: 'general',
      message: 'The sweep says hello.',
    }),
    strict: true,
    freeText: ['name', 'message'],
  },
  {
    method: 'POST',
    path: '/reports/current',
    auth: 'bearer',
    valid: () => ({ timeZone: 'Europe/Paris' }),
    optional: ['timeZone'],
    strict: true,
  },
  {
    method: 'POST',
    path: '/labs',
    auth: 'bearer',
    // Switching off is open to every plan, so the sweep's trial user reaches the parsing each time.
    valid: () => ({ feature: 'lookBack', enabled: false }),
    strict: true,
  },
  { method: 'GET', path: '/account/export', auth: 'bearer', cases: exportCases },
  {
    method: 'DELETE',
    path: '/account',
    auth: 'bearer',
    valid: () => ({ confirm: 'DELETE' }),
    strict: true,
  },
  {
    method: 'POST',
    path: '/checkout-session',
    auth: 'optional',
    valid: () => ({ planId: 'pro-monthly', paymentFirst: true }),
    optional: ['paymentFirst'],
    strict: true,
  },
  { method: 'GET', path: '/stripe/verify-session/:id', auth: 'public', unknownId: UNKNOWN_CHECKOUT },
  {
    method: 'POST',
    path: '/create-account-with-subscription',
    auth: 'bearer',
    valid: (user) => ({
      email: uniqueEmail('sweep'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      subscribeToNewsletter: false,
      sessionId: UNKNOWN_CHECKOUT,
      firebaseUid: user!.uid,
    }),
    optional: ['subscribeToNewsletter'],
    strict: true,
  },
  { method: 'POST', path: '/subscription/cancel', auth: 'bearer' },
  { method: 'POST', path: '/billing/portal', auth: 'bearer' },
  { method: 'GET', path: '/billing/local-checkout/:id', auth: 'public', unknownId: UNKNOWN_CHECKOUT },
  {
    method: 'POST',
    path: '/billing/local-checkout/:id/pay',
    auth: 'public',
    unknownId: UNKNOWN_CHECKOUT,
    valid: () => ({ email: uniqueEmail('sweep') }),
    optional: ['email'],
    strict: true,
  },
  // No Stripe key in the emulated project: the webhook is not there (404) whatever is sent.
  { method: 'POST', path: '/stripe/webhook', auth: 'public', cases: webhookCases },
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Ids no route may take: too long, a slash, reserved by Firestore, a null byte, spaces, markup.
const BAD_IDS = ['a'.repeat(2000), 'a%2Fb', '__sweep__', 'a%00b', '%20', 'a%22%3Cb%3E', 'caf%C3%A9'];
const BAD_TOKENS = ['Bearer', 'Bearer not.a.token', `Bearer ${'x'.repeat(8000)}`, 'Basic dXNlcjpzZWNyZXQ='];

const jsonType = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
const WRONG_TYPES: unknown[] = [42, true, 'text', ['x'], { x: 1 }, null];

function pathOf(endpoint: Endpoint, id = endpoint.unknownId) {
  return endpoint.path.replace(':id', id ?? '');
}

/** Every bad request for `endpoint`, signed in as `user` where it takes a token. */
function casesFor(endpoint: Endpoint, user?: User): Case[] {
  const authorization = user && `Bearer ${user.token}`;
  const path = pathOf(endpoint);
  const cases: Case[] = METHODS.filter((method) => method !== endpoint.method).map((method) => ({
    label: `${method} instead of ${endpoint.method}`,
    probe: { method, path },
    expected: 405,
  }));
  const at = (label: string, probe: Partial<Probe>, expected: Expected) =>
    cases.push({ label, probe: { method: endpoint.method, path, authorization, ...probe }, expected });

  if (endpoint.auth !== 'public') {
    const body = endpoint.valid && JSON.stringify(endpoint.valid(user));
    const contentType = body ? 'application/json' : undefined;
    const tokens = endpoint.auth === 'bearer' ? [undefined, ...BAD_TOKENS] : BAD_TOKENS;
    for (const token of tokens)
      at(
        `signed out with ${token?.slice(0, 20) ?? 'no token'}`,
        { authorization: token, body, contentType },
        401,
      );
  }
  if (endpoint.unknownId) {
    at('an unknown id', {}, 404);
    for (const id of BAD_IDS) at(`the id ${id.slice(0, 20)}`, { path: pathOf(endpoint, id) }, 'refused');
  }
  if (endpoint.valid) cases.push(...jsonBodyCases(endpoint, user));
  if (endpoint.cases) cases.push(...endpoint.cases(user));
  return cases;
}

/** Bad JSON bodies: not JSON, not an object, wrong content types, and each field broken in turn. */
function jsonBodyCases(endpoint: Endpoint, user?: User): Case[] {
  const valid = () => endpoint.valid!(user);
  const fields = Object.keys(valid());
  const required = fields.filter((field) => !endpoint.optional?.includes(field));
  const cases: Case[] = [];
  const at = (label: string, body: string | FormData, expected: Expected, contentType = 'application/json') =>
    cases.push({
      label,
      probe: {
        method: endpoint.method,
        path: pathOf(endpoint),
        authorization: user && `Bearer ${user.token}`,
        contentType: body instanceof FormData ? undefined : contentType,
        body,
      },
      expected,
    });
  const withField = (field: string, value: unknown) => JSON.stringify({ ...valid(), [field]: value });

  at('invalid JSON', '{"email": ', 'runtime');
  at('a null body', 'null', 'runtime');
  at('a JSON string', '"hello"', 'runtime');
  at('an array of the body', JSON.stringify([valid()]), { field: 'body' });
  at('an empty array', '[]', { field: 'body' });
  at('an empty object', '{}', required.length ? 'refused' : 'handled');
  at('the body as text/plain', JSON.stringify(valid()), { field: 'body' }, 'text/plain');
  const form = new FormData();
  for (const [field, value] of Object.entries(valid())) form.append(field, String(value));
  at('the body as multipart', form, required.length ? 'refused' : 'handled');
  const encoded = new URLSearchParams(Object.entries(valid()).map(([key, value]) => [key, String(value)]));
  at(
    'the body form-encoded',
    `${encoded}&extra[nested][deep]=1`,
    'handled',
    'application/x-www-form-urlencoded',
  );
  at('an unknown field', withField('isVipUser', true), endpoint.strict ? { field: 'body' } : 'handled');

  for (const field of fields) {
    const value = valid()[field];
    for (const wrong of WRONG_TYPES.filter((candidate) => jsonType(candidate) !== jsonType(value)))
      at(`${field} as ${JSON.stringify(wrong)}`, withField(field, wrong), { field });
    if (Array.isArray(value)) {
      at(`${field} holding an array`, withField(field, [[]]), { field });
      at(`${field} holding null`, withField(field, [null]), { field });
    }
    if (required.includes(field)) {
      const { [field]: _left, ...rest } = valid();
      at(`without ${field}`, JSON.stringify(rest), { field });
    }
    const text = (inner: string) => (Array.isArray(value) ? [{ role: 'user', content: inner }] : inner);
    if (typeof value === 'string' || Array.isArray(value)) {
      at(`${field} of 200 KB`, withField(field, text(HUGE)), 'refused');
      at(
        `${field} with a null byte`,
        withField(field, text(NULL_BYTE)),
        endpoint.freeText?.includes(field) ? 'handled' : 'refused',
      );
    }
  }
  return cases;
}

/** A recording in every wrong shape, from a Pro user: each is a 400 (or 413) before any transcription. */
function speechCases(user?: User): Case[] {
  const authorization = `Bearer ${user!.token}`;
  const upload = (
    label: string,
    body: string | FormData | undefined,
    contentType?: string,
    expected: Expected = 'refused',
  ): Case => ({
    label,
    probe: { method: 'POST', path: '/speech/transcribe', authorization, body, contentType },
    expected,
  });
  const form = (...parts: [string, Blob | string][]) => {
    const data = new FormData();
    for (const [field, value] of parts) {
      if (typeof value === 'string') data.append(field, value);
      else data.append(field, value, 'recording.wav');
    }
    return data;
  };
  const wav = new Blob([toneWav()], { type: 'audio/wav' });
  // A sample rate of 0 in the header.
  const broken = toneWav();
  broken.set([0, 0, 0, 0], 24);
  return [
    upload('no body', undefined),
    upload('JSON', JSON.stringify({ audio: 'UklGRg==' }), 'application/json'),
    upload('invalid JSON', '{"audio": ', 'application/json', 'runtime'),
    upload('text/plain', 'hello', 'text/plain'),
    upload('multipart without a boundary', 'hello', 'multipart/form-data'),
    upload('a malformed multipart body', '--b\r\nnonsense', 'multipart/form-data; boundary=b'),
    upload('the file in another field', form(['recording', wav])),
    upload('a text field, no file', form(['audio', 'hello'])),
    upload('two files', form(['audio', wav], ['audio', wav])),
    upload('an empty file', form(['audio', new Blob([])])),
    upload('null bytes, not audio', form(['audio', new Blob([new Uint8Array(4096)])])),
    upload('a WAV header that is not PCM', form(['audio', new Blob([broken])])),
  ];
}

/** Queries of `GET /account/export` that name no format or time zone the export knows. */
function exportCases(user?: User): Case[] {
  const query = (search: string, expected: Expected): Case => ({
    label: `?${search.slice(0, 40)}`,
    probe: { method: 'GET', path: `/account/export?${search}`, authorization: `Bearer ${user!.token}` },
    expected,
  });
  return [
    query('format=xml', { field: 'format' }),
    query('format=%E0%A4%A', { field: 'format' }),
    query('format=json&format=markdown', { field: 'format' }),
    query('format=%00', { field: 'format' }),
    query('tz=Mars/Olympus', { field: 'tz' }),
    query('tz=%E0%A4%A', { field: 'tz' }),
    query(`tz=${'Europe/'.repeat(300)}`, { field: 'tz' }),
    query('format[]=json&tz[x]=UTC', 'handled'),
  ];
}

/** The webhook without a Stripe key: not found, whatever the body, type or signature. */
function webhookCases(): Case[] {
  const post = (
    label: string,
    body: string | FormData | undefined,
    contentType?: string,
    expected: Expected = 'refused',
  ): Case => ({
    label,
    probe: {
      method: 'POST',
      path: '/stripe/webhook',
      body,
      contentType,
      headers: { 'stripe-signature': 'v1=x' },
    },
    expected,
  });
  return [
    post('no body', undefined),
    post('an event', JSON.stringify({ type: 'checkout.session.completed' }), 'application/json'),
    post('invalid JSON', '{"type": ', 'application/json', 'runtime'),
    post('text/plain', 'hello', 'text/plain'),
    post('multipart', new FormData()),
    post('200 KB', JSON.stringify({ data: HUGE }), 'application/json'),
  ];
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(probe: Probe, base = `${HOSTING_URL}/api`): Promise<Answer> {
  // A fresh network address each time, so the public forms' rate limits never come into it.
  const headers: Record<string, string> = { 'fastly-client-ip': newClientAddress(), ...probe.headers };
  if (probe.contentType) headers['content-type'] = probe.contentType;
  if (probe.authorization) headers.authorization = probe.authorization;
  const response = await fetch(`${base}${probe.path}`, { method: probe.method, headers, body: probe.body });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** What is wrong with `answer` for `expected`; undefined when nothing. */
function problemWith(answer: Answer, expected: Expected): string | undefined {
  const { status } = answer;
  if (expected === 'runtime') return status === 400 ? undefined : 'not 400';
  if (status >= 500) return 'a 5xx';
  if (expected === 'handled' && status === 204 && answer.text === '') return undefined;
  if (!answer.contentType.startsWith('application/json')) return 'not JSON';
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  if (expected === 'handled') return undefined;
  if (status < 400) return 'accepted';
  if (typeof body.message !== 'string' || typeof body.error !== 'string') return 'no error envelope';
  if (/\n\s+at /.test(body.message)) return 'a stack trace';
  if (typeof expected === 'number') return status === expected ? undefined : `not ${expected}`;
  if (expected === 'refused') return undefined;
  const field = String(body.field);
  const named = field === expected.field || field.startsWith(`${expected.field}.`);
  return status === 400 && body.error === 'bad_request' && named
    ? undefined
    : `not a 400 naming ${expected.field}`;
}

// Few enough at once that the Functions emulator need not start many workers under load.
const SWEEP_CONCURRENCY = 4;

/** Sends every case, a few at a time, and lists those answered wrongly, with what came back. */
async function sweep(cases: Case[], base?: string) {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++)
      answers[index] = await send(cases[index]!.probe, base);
  };
  await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
  return cases.flatMap((one, index) => {
    const answer = answers[index]!;
    const problem = problemWith(answer, one.expected);
    return problem ? [`${one.label}: ${problem} (${answer.status} ${answer.text.slice(0, 160)})`] : [];
  });
}

describe('bad input to every endpoint', () => {
  it.each(ENDPOINTS)(
    '$method $path: a 4xx in JSON for each',
    async (endpoint) => {
      const user = endpoint.auth === 'public' ? undefined : await (endpoint.user ?? trialUser)();
      const cases = casesFor(endpoint, user);
      expect(await sweep(cases)).toEqual([]);
    },
    60_000,
  );
});

// The Functions runtime (the emulator's and production's alike) parses bodies and routes paths before
// the app runs: it refuses a body that is not JSON, and a path whose percent-encoding is malformed,
// itself. Served straight, the app answers these in its own JSON envelope too.
describe('the app served without the Functions runtime in front', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createApp().listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => {
    server.close();
  });

  it('should answer malformed percent-encoding in any path with a 4xx in JSON', async () => {
    const cases = ENDPOINTS.map((endpoint): Case => ({
      label: `${endpoint.method} ${endpoint.path}`,
      probe: {
        method: endpoint.method,
        path: endpoint.unknownId ? pathOf(endpoint, '%E0%A4%A') : `${endpoint.path}%E0%A4%A`,
      },
      expected: endpoint.unknownId ? { field: 'path' } : 404,
    }));
    expect(await sweep(cases, base)).toEqual([]);
  });

  it('should answer a JSON body that does not parse with a 400 invalid_json', async () => {
    const cases = ENDPOINTS.filter((endpoint) => endpoint.valid).flatMap((endpoint) =>
      ['{"email": ', 'null', '"hello"'].map((body): Case => ({
        label: `${endpoint.method} ${endpoint.path} ${body}`,
        probe: { method: endpoint.method, path: pathOf(endpoint), body, contentType: 'application/json' },
        expected: 400,
      })),
    );
    expect(await sweep(cases, base)).toEqual([]);
  });
});

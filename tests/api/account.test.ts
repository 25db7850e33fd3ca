import { EXPORT_PART_MAX_BYTES, WEEKLY_EXPORTS_KEPT } from '@domain/account-export';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../functions/src/admin';
import { prepareWeeklyExport, runWeeklyExports } from '../../functions/src/services/weekly-export';
import { documentsUnder, useDemoProject } from '../support/admin';
import {
  assertEmulatorsRunning,
  AUTH_URL,
  HOSTING_URL,
  suiteEmulators,
  uniqueEmail,
} from '../support/emulators';
import { newTrialUser } from './chat-helpers';
import { api } from './http';

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
});

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const JOURNAL_TEXT = 'The river was loud after the storm and I felt calmer walking beside it.';

const journalEntry = (fields: Record<string, unknown>) => ({
  title: '',
  body: '',
  mood: null,
  emotions: [],
  tags: [],
  template: null,
  createdAt: at('2026-11-18T08:00:00Z'),
  updatedAt: at('2026-11-18T08:00:00Z'),
  ...fields,
});

/** Every kind of data a person can have (paths under users/{uid}), as the app and the functions write it. */
const SEED: [string, Record<string, unknown>][] = [
  [
    'journal/e1',
    journalEntry({
      title: 'By the river',
      body: JOURNAL_TEXT,
      mood: 4,
      emotions: ['calm'],
      tags: ['walks'],
    }),
  ],
  ['journal/e2', journalEntry({ mood: 2, emotions: ['tired'], createdAt: at('2026-11-19T21:00:00Z') })],
  [
    'goals/g1',
    {
      title: 'Walk every morning',
      description: '',
      targetDate: '2026-12-31',
      status: 'active',
      progress: 30,
      createdAt: at('2026-11-10T09:00:00Z'),
      updatedAt: at('2026-11-12T09:00:00Z'),
      completedAt: null,
    },
  ],
  [
    'goals/g1/checkIns/k1',
    { note: 'Three walks this week', progress: 30, createdAt: at('2026-11-12T09:00:00Z') },
  ],
  [
    'reports/2026-W46',
    {
      week: '2026-W46',
      entryCount: 4,
      averageMood: 3.5,
      reflection: 'A steadier week.',
      generatedAt: at('2026-11-16T12:00:00Z'),
    },
  ],
  [
    'conversations/c1',
    {
      title: 'Trouble sleeping',
      supportType: 'emotional',
      personalityType: 'empathetic',
      createdAt: at('2026-11-11T22:00:00Z'),
      lastMessageAt: at('2026-11-11T22:00:00Z'),
    },
  ],
  [
    'conversations/c1/messages/m1',
    {
      role: 'user',
      content: 'I keep waking at 4am.',
      createdAt: at('2026-11-11T22:00:00Z'),
      safety: 'none',
    },
  ],
  [
    'conversations/c1/messages/m2',
    {
      role: 'assistant',
      content: 'That sounds exhausting.',
      createdAt: at('2026-11-11T22:00:01Z'),
      provider: 'offline',
    },
  ],
  [
    'personalities/p1',
    {
      name: 'Coach Sam',
      description: '',
      instructions: 'Be brief and kind.',
      basePersonality: 'practical',
      updatedAt: at('2026-11-05T10:00:00Z'),
    },
  ],
  ['safety/plan', { warningSigns: 'Not answering messages', updatedAt: at('2026-11-06T10:00:00Z') }],
  ['usage/2026-11', { used: 1, updatedAt: at('2026-11-11T22:00:00Z') }],
  ['usage/2026-11/slots/0', { claimedAt: at('2026-11-11T22:00:00Z') }],
  [
    'exports/2026-W46',
    {
      week: '2026-W46',
      timeZone: 'UTC',
      startDate: '2026-11-09',
      endDate: '2026-11-15',
      entryCount: 1,
      bytes: 10,
      parts: 1,
      createdAt: at('2026-11-16T12:00:00Z'),
    },
  ],
  ['exports/2026-W46/parts/0', { index: 0, markdown: '# ReflectAI journal, week 2026-W46\n' }],
];

/** The documents a seeded user has: their record and SEED. */
const SEEDED_DOCUMENTS = SEED.length + 1;

async function seedEverything(uid: string) {
  const user = adminDb().doc(`users/${uid}`);
  await Promise.all(SEED.map(([path, data]) => adminDb().doc(`${user.path}/${path}`).set(data)));
  await user.update({ settings: { theme: 'dark', notifications: true, dataExport: true, autoSave: true } });
}

async function exportOf(token: string, format: 'json' | 'markdown', base = `${HOSTING_URL}/api`) {
  const response = await fetch(`${base}/account/export?format=${format}&tz=UTC`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, text: await response.text() };
}

const deleteAccount = (token: string | undefined, body: unknown) =>
  api('/account', { method: 'DELETE', token, body });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /api/account/export', () => {
  it('should answer 401 without a token', async () => {
    expect((await api('/account/export')).status).toBe(401);
  });

  it.each(['format=pdf', 'tz=Mars%2FOlympus'])('should answer 400 for %s', async (query) => {
    const { token } = await newTrialUser();
    const response = await api(`/account/export?${query}`, { token });
    expect(response).toMatchObject({ status: 400, body: { error: 'bad_request' } });
  });

  it('should download everything as JSON: the record with its settings and every collection, times as ISO', async () => {
    const { uid, token } = await newTrialUser();
    await seedEverything(uid);
    const { response, text } = await exportOf(token, 'json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="reflectai-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const json = JSON.parse(text);
    expect(json.account).toMatchObject({ uid, email: expect.stringContaining('@example.com') });
    expect(json.user).toMatchObject({ settings: { theme: 'dark', dataExport: true }, isVipUser: false });
    expect(json.user.createdAt).toMatch(ISO);
    const { collections } = json;
    expect(Object.keys(collections).sort()).toEqual([
      'conversations',
      'exports',
      'goals',
      'journal',
      'personalities',
      'reports',
      'safety',
      'usage',
    ]);
    const byId = (list: { id: string }[], id: string) => list.find((document) => document.id === id);
    expect(byId(collections.journal, 'e1')).toMatchObject({
      data: { body: JOURNAL_TEXT, createdAt: '2026-11-18T08:00:00.000Z' },
    });
    expect(byId(collections.journal, 'e2')).toMatchObject({ data: { mood: 2, title: '', body: '' } });
    expect(collections.goals[0].collections.checkIns[0].data.note).toBe('Three walks this week');
    expect(collections.reports[0].data.reflection).toBe('A steadier week.');
    expect(
      collections.conversations[0].collections.messages.map(
        (m: { data: { content: string } }) => m.data.content,
      ),
    ).toEqual(['I keep waking at 4am.', 'That sounds exhausting.']);
    expect(collections.personalities[0].data.instructions).toBe('Be brief and kind.');
    expect(collections.safety[0]).toMatchObject({
      id: 'plan',
      data: { warningSigns: 'Not answering messages' },
    });
    expect(collections.usage[0]).toMatchObject({
      id: '2026-11',
      data: { used: 1 },
      collections: { slots: [{ id: '0' }] },
    });
    expect(collections.exports[0].collections.parts[0].data.markdown).toContain('week 2026-W46');
  });

  it('should download a readable Markdown document with the journal, moods and the conversation', async () => {
    const { uid, token } = await newTrialUser();
    await seedEverything(uid);
    const { response, text } = await exportOf(token, 'markdown');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="reflectai-export-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    expect(text).toContain('## Wednesday, November 18, 2026\n\n### 8:00 AM · By the river');
    expect(text).toContain(JOURNAL_TEXT);
    expect(text).toContain('| Thursday, November 19, 2026, 9:00 PM | Low 🙁 (2/5) | Tired |');
    expect(text).toContain('> I keep waking at 4am.');
    expect(text).toContain('## Walk every morning');
    expect(text).toContain('Not answering messages');
  });

  it('should stream from the function’s own URL too, where the app downloads it', async () => {
    const { uid, token } = await newTrialUser();
    await seedEverything(uid);
    const { response, text } = await exportOf(
      token,
      'json',
      'http://127.0.0.1:5001/demo-reflectai/us-central1/api',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    expect(JSON.parse(text).collections.journal).toHaveLength(2);
  });

  it('should give another user their own data only', async () => {
    const owner = await newTrialUser();
    const other = await newTrialUser();
    await seedEverything(owner.uid);
    const { text } = await exportOf(other.token, 'json');
    const json = JSON.parse(text);
    expect(json.account.uid).toBe(other.uid);
    expect(text).not.toContain(JOURNAL_TEXT);
    expect(text).not.toContain(owner.uid);
  });
});

describe('DELETE /api/account', () => {
  it('should answer 401 without a token', async () => {
    expect((await deleteAccount(undefined, { confirm: 'DELETE' })).status).toBe(401);
  });

  it.each([[{}], [{ confirm: 'delete' }], [{ confirm: 'DELETE', also: 1 }]])(
    'should answer 400 and delete nothing for %j',
    async (body) => {
      const { uid, token } = await newTrialUser();
      await seedEverything(uid);
      const response = await deleteAccount(token, body);
      expect(response).toMatchObject({ status: 400, body: { error: 'bad_request' } });
      expect(await documentsUnder(`users/${uid}`)).toHaveLength(SEEDED_DOCUMENTS);
    },
  );

  it('should delete every document under the user and the sign-in, and only theirs', async () => {
    const owner = await newTrialUser();
    const other = await newTrialUser();
    await Promise.all([seedEverything(owner.uid), seedEverything(other.uid)]);

    const response = await deleteAccount(owner.token, { confirm: 'DELETE' });
    expect(response.status).toBe(204);

    expect(await documentsUnder(`users/${owner.uid}`)).toEqual([]);
    await expect(adminAuth().getUser(owner.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // The other person keeps everything.
    expect(await documentsUnder(`users/${other.uid}`)).toHaveLength(SEEDED_DOCUMENTS);
    await expect(adminAuth().getUser(other.uid)).resolves.toMatchObject({ uid: other.uid });
  });

  it('should finish on a retry and then refuse the token for anything else', async () => {
    const { uid, token } = await newTrialUser();
    await seedEverything(uid);
    expect((await deleteAccount(token, { confirm: 'DELETE' })).status).toBe(204);
    // A write that slipped in after the deletion (e.g. an offline entry syncing) goes on the retry.
    await adminDb()
      .doc(`users/${uid}/journal/late`)
      .set(journalEntry({ body: 'late' }));
    expect((await deleteAccount(token, { confirm: 'DELETE' })).status).toBe(204);
    expect(await documentsUnder(`users/${uid}`)).toEqual([]);
    expect((await api('/account/export', { token })).status).toBe(401);
    expect((await api('/user', { token })).status).toBe(401);
  });
});

/**
 * An unsigned ID token for `uid`, shaped as the Auth emulator's own (which the Admin SDK accepts
 * there without a signature), with `claims` changed: what a forger could send.
 */
function forgedToken(uid: string, claims: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const payload = {
    iss: 'https://securetoken.google.com/demo-reflectai',
    aud: 'demo-reflectai',
    sub: uid,
    user_id: uid,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

describe('DELETE /api/account with a token that is not a live one of the person', () => {
  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['another project', { aud: 'someone-elses-project' }],
    ['another issuer', { iss: 'https://securetoken.google.com/someone-elses-project' }],
    ['an expired token', { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 }],
  ])('should answer 401 and delete nothing for %s naming a real person', async (_, claims) => {
    const { uid } = await newTrialUser();
    await seedEverything(uid);
    const response = await deleteAccount(forgedToken(uid, claims), { confirm: 'DELETE' });
    expect(response).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
    expect(await documentsUnder(`users/${uid}`)).toHaveLength(SEEDED_DOCUMENTS);
    await expect(adminAuth().getUser(uid)).resolves.toMatchObject({ uid });
  });

  it('should refuse a token from before a sign-out everywhere, while the account lives', async () => {
    const { uid } = await newTrialUser();
    await seedEverything(uid);
    // A session from a minute ago (the Auth emulator's own REST call, as revokeRefreshTokens makes
    // it, moves the account's session start back to let it be), then a revocation now.
    const validSince = String(Math.floor(Date.now() / 1000) - 120);
    const backdated = await fetch(
      `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/demo-reflectai/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: uid, validSince }),
      },
    );
    expect(backdated.status).toBe(200);
    const stolen = forgedToken(uid);
    expect((await api('/user', { token: stolen })).status).toBe(200);
    await adminAuth().revokeRefreshTokens(uid);
    const response = await deleteAccount(stolen, { confirm: 'DELETE' });
    expect(response).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
    expect(await documentsUnder(`users/${uid}`)).toHaveLength(SEEDED_DOCUMENTS);
    await expect(adminAuth().getUser(uid)).resolves.toMatchObject({ uid });
  });
});

describe('a trial after deleting the account', () => {
  it('should carry on from the first trial for the same email, not start a new one', async () => {
    const email = uniqueEmail('again');
    const first = await api('/register', { body: { email, password: 'secret123' } });
    const firstStart = (first.body.user as { trialStartedAt: string }).trialStartedAt;
    expect((await deleteAccount(first.body.token as string, { confirm: 'DELETE' })).status).toBe(204);

    const again = await api('/register', { body: { email: email.toUpperCase(), password: 'secret123' } });
    expect(again.status).toBe(201);
    expect((again.body.user as { trialStartedAt: string }).trialStartedAt).toBe(firstStart);
    const fresh = await api('/register', { body: { email: uniqueEmail('fresh'), password: 'secret123' } });
    expect(Date.parse((fresh.body.user as { trialStartedAt: string }).trialStartedAt)).toBeGreaterThan(
      Date.parse(firstStart),
    );
  });
});

describe('weekly exports', () => {
  // Wednesday of week 48: the week exported is 2026-W47 (16 to 22 November).
  const NOW = new Date('2026-11-25T12:00:00Z');

  const seedWeek = async (uid: string, dataExport: boolean) => {
    await adminDb()
      .doc(`users/${uid}`)
      .update({ settings: { theme: 'system', notifications: true, dataExport, autoSave: true } });
    await adminDb()
      .doc(`users/${uid}/journal/in-week`)
      .set(journalEntry({ title: 'By the river', body: JOURNAL_TEXT, mood: 4 }));
    await adminDb()
      .doc(`users/${uid}/journal/week-before`)
      .set(journalEntry({ body: 'Earlier', createdAt: at('2026-11-15T23:00:00Z') }));
  };

  it('should prepare last week’s journal as Markdown for people with Export Data on, and only them', async () => {
    const on = await newTrialUser();
    const off = await newTrialUser();
    await Promise.all([seedWeek(on.uid, true), seedWeek(off.uid, false)]);

    await runWeeklyExports(NOW);

    const summary = (await adminDb().doc(`users/${on.uid}/exports/2026-W47`).get()).data();
    expect(summary).toMatchObject({
      week: '2026-W47',
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      entryCount: 1,
      parts: 1,
      timeZone: 'UTC',
    });
    const part = (await adminDb().doc(`users/${on.uid}/exports/2026-W47/parts/0`).get()).get('markdown');
    expect(part).toContain('# ReflectAI journal, week 2026-W47');
    expect(part).toContain(JOURNAL_TEXT);
    expect(part).not.toContain('Earlier');
    expect(await documentsUnder(`users/${off.uid}/exports/2026-W47`)).toEqual([]);
  });

  it('should split a long week into parts under the document limit, losing nothing', async () => {
    const { uid } = await newTrialUser();
    const body = 'Ünïcödé '.repeat(2400); // about 24 KB in UTF-8
    await Promise.all(
      Array.from({ length: 45 }, (_, index) =>
        adminDb()
          .doc(`users/${uid}/journal/long-${index}`)
          .set(
            journalEntry({
              title: `Entry ${index}`,
              body,
              createdAt: at(`2026-11-17T10:${String(index).padStart(2, '0')}:00Z`),
            }),
          ),
      ),
    );

    expect(await prepareWeeklyExport(uid, NOW)).toBe('2026-W47');

    const summary = (await adminDb().doc(`users/${uid}/exports/2026-W47`).get()).data()!;
    expect(summary.parts).toBeGreaterThan(1);
    const parts = await adminDb().collection(`users/${uid}/exports/2026-W47/parts`).orderBy('index').get();
    expect(parts.size).toBe(summary.parts);
    for (const part of parts.docs)
      expect(Buffer.byteLength(part.get('markdown'))).toBeLessThanOrEqual(EXPORT_PART_MAX_BYTES);
    const markdown = parts.docs.map((part) => part.get('markdown')).join('');
    expect(Buffer.byteLength(markdown)).toBe(summary.bytes);
    for (let index = 0; index < 45; index++) expect(markdown).toContain(`· Entry ${index}\n`);
  });

  it(`should keep the ${WEEKLY_EXPORTS_KEPT} most recent weeks and store nothing for an empty week`, async () => {
    const { uid } = await newTrialUser();
    // Weeks 30 to 37 already exported.
    const older = Array.from({ length: WEEKLY_EXPORTS_KEPT }, (_, index) => `2026-W${30 + index}`);
    await Promise.all(
      older.map((week) => adminDb().doc(`users/${uid}/exports/${week}`).set({ week, parts: 0 })),
    );
    expect(await prepareWeeklyExport(uid, NOW)).toBeUndefined();
    expect((await adminDb().collection(`users/${uid}/exports`).get()).size).toBe(WEEKLY_EXPORTS_KEPT);

    await seedWeek(uid, true);
    await prepareWeeklyExport(uid, NOW);
    const weeks = (await adminDb().collection(`users/${uid}/exports`).get()).docs.map(
      (document) => document.id,
    );
    expect(weeks).toHaveLength(WEEKLY_EXPORTS_KEPT);
    expect(weeks).toContain('2026-W47');
    expect(weeks).not.toContain('2026-W30');
  });
});

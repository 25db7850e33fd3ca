import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { UNLIMITED, usagePeriod } from '@domain/plans';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../functions/src/admin';
import { documentsUnder, useDemoProject } from '../support/admin';
import {
  assertEmulatorsRunning,
  createAuthAccount,
  HOSTING_URL,
  suiteEmulators,
  uniqueEmail,
} from '../support/emulators';
import { fillSessions, newSubscriber, newTrialUser } from './chat-helpers';
import { api } from './http';
import { newClientAddress, submitFrom } from './public-forms';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OPERATOR = 'ops@example.com';
const JOURNAL_TITLE = 'The letter I never sent';
const JOURNAL_TEXT = 'I wrote to my father tonight and then tore the page out.';
const MESSAGE_TEXT = 'I cannot stop thinking about the argument with my sister.';

let directory: string;

beforeAll(async () => {
  await assertEmulatorsRunning(suiteEmulators);
  useDemoProject();
  directory = await mkdtemp(join(tmpdir(), 'admin-cli-'));
});

afterAll(() => rm(directory, { recursive: true, force: true }));

/**
 * Runs `npm run admin -- ...args` as an operator would. The emulator addresses and project that
 * `emulators:exec` exports are taken away, so the script's own defaults are what reach the emulators.
 */
async function admin(args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'GCLOUD_PROJECT',
    'GOOGLE_CLOUD_PROJECT',
  ])
    delete childEnv[name];
  Object.assign(childEnv, env);
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: ROOT,
      env: childEnv,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** The admin log's entries about `uid`, oldest first, read with the Admin SDK. */
async function logAbout(uid: string) {
  const entries = await adminDb().collection('adminLog').where('targetUid', '==', uid).get();
  return entries.docs
    .map((entry) => entry.data())
    .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis());
}

/** A person with a journal entry and a conversation, as the app and the chat store them. */
async function personWithHistory() {
  const person = await newTrialUser();
  const at = Timestamp.fromDate(new Date('2026-11-18T08:00:00Z'));
  const user = `users/${person.uid}`;
  await Promise.all([
    adminDb()
      .doc(`${user}/journal/e1`)
      .set({
        title: JOURNAL_TITLE,
        body: JOURNAL_TEXT,
        mood: 2,
        emotions: ['sad'],
        tags: [],
        template: null,
        createdAt: at,
        updatedAt: at,
      }),
    adminDb()
      .doc(`${user}/conversations/c1`)
      .set({ title: 'My sister', supportType: 'emotional', createdAt: at, lastMessageAt: at }),
    adminDb()
      .doc(`${user}/conversations/c1/messages/m1`)
      .set({ role: 'user', content: MESSAGE_TEXT, createdAt: at, safety: 'none' }),
  ]);
  return person;
}

describe('npm run admin', { timeout: 90_000 }, () => {
  it('should grant and revoke VIP as /api/chatbot/usage sees it, logging each change', async () => {
    const { uid, email, token } = await newTrialUser();

    const granted = await admin(['vip', 'grant', email, '--as', OPERATOR]);
    expect(granted).toMatchObject({ code: 0, stdout: `${email} (${uid}) is now VIP.\n` });
    expect(granted.stderr).toContain('Project demo-reflectai, on the emulators');
    expect((await api('/chatbot/usage', { token })).body).toMatchObject({
      isVipUser: true,
      monthlyLimit: UNLIMITED,
    });

    expect(await admin(['vip', 'revoke', email, '--as', OPERATOR])).toMatchObject({ code: 0 });
    expect((await api('/chatbot/usage', { token })).body).toMatchObject({
      isVipUser: false,
      monthlyLimit: 10,
    });

    const log = await logAbout(uid);
    expect(log).toEqual([
      { operator: OPERATOR, action: 'vip.grant', targetUid: uid, at: expect.any(Timestamp) },
      { operator: OPERATOR, action: 'vip.revoke', targetUid: uid, at: expect.any(Timestamp) },
    ]);
  });

  it('should show the account, plan and usage, and nothing the person wrote', async () => {
    const { uid, email } = await personWithHistory();
    await fillSessions(uid, 2);
    const shown = await admin(['user', 'show', email]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`uid: ${uid}\nemail: ${email}\ncreated: `);
    expect(shown.stdout).toContain('VIP: no');
    expect(shown.stdout).toMatch(/access: trial, basic plan limits, trial ends \d{4}-/);
    expect(shown.stdout).toContain(`sessions ${usagePeriod(new Date())}: 2 used of 10, 8 left`);
    for (const written of [JOURNAL_TITLE, JOURNAL_TEXT, MESSAGE_TEXT, 'My sister']) {
      expect(shown.stdout).not.toContain(written);
      expect(shown.stderr).not.toContain(written);
    }
    // Showing changes nothing, so it is not logged.
    expect(await logAbout(uid)).toEqual([]);
  });

  it('should export the same JSON the person’s own export downloads', async () => {
    const { uid, email, token } = await personWithHistory();
    const own = await fetch(`${HOSTING_URL}/api/account/export?format=json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(200);
    const { exportedAt: ownTime, ...theirs } = await own.json();

    const file = join(directory, 'export.json');
    const exported = await admin(['user', 'export', email, '--out', file, '--as', OPERATOR]);
    expect(exported).toMatchObject({
      code: 0,
      stdout: `Wrote the export of ${email} (${uid}) to ${file}.\n`,
    });
    const { exportedAt, ...ours } = JSON.parse(await readFile(file, 'utf8'));

    expect(ours).toEqual(theirs);
    expect(ours.collections.journal[0].data.body).toBe(JOURNAL_TEXT);
    expect(Date.parse(exportedAt)).toBeGreaterThanOrEqual(Date.parse(ownTime));
    expect(await logAbout(uid)).toEqual([
      { operator: OPERATOR, action: 'user.export', targetUid: uid, at: expect.any(Timestamp) },
    ]);
  });

  it('should refuse to delete without --yes, then delete as the person’s own Delete account does', async () => {
    const byAdmin = await personWithHistory();
    const bySelf = await personWithHistory();

    const unconfirmed = await admin(['user', 'delete', byAdmin.email]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain(`Deleting ${byAdmin.email} removes their account`);
    expect(unconfirmed.stderr).toContain('Add --yes to confirm.');
    expect(await documentsUnder(`users/${byAdmin.uid}`)).toHaveLength(4);
    await expect(adminAuth().getUser(byAdmin.uid)).resolves.toMatchObject({ uid: byAdmin.uid });

    const deleted = await admin(['user', 'delete', byAdmin.email, '--yes', '--as', OPERATOR]);
    expect(deleted).toMatchObject({ code: 0 });
    expect(
      (await api('/account', { method: 'DELETE', token: bySelf.token, body: { confirm: 'DELETE' } })).status,
    ).toBe(204);

    for (const person of [byAdmin, bySelf]) {
      expect(await documentsUnder(`users/${person.uid}`)).toEqual([]);
      await expect(adminAuth().getUser(person.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      expect((await api('/user', { token: person.token })).status).toBe(401);
    }
    expect(await logAbout(byAdmin.uid)).toEqual([
      { operator: OPERATOR, action: 'user.delete', targetUid: byAdmin.uid, at: expect.any(Timestamp) },
    ]);
  });

  it.each([
    ['vip grant', []],
    ['vip revoke', []],
    ['user show', []],
    ['user export', ['--out', 'unused.json']],
    ['user delete', ['--yes']],
  ])('should fail clearly for %s of an unknown email', async (command, options) => {
    const email = uniqueEmail('nobody');
    const failed = await admin([...command.split(' '), email, ...options]);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(failed.stderr).toContain(`No account with the email ${email}\n`);
  });

  it('should refuse VIP to a sign-in that has no record yet, writing none', async () => {
    const { uid, email } = await createAuthAccount();
    const refused = await admin(['vip', 'grant', email]);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain(`${email} has no users/${uid} record yet`);
    expect(await documentsUnder(`users/${uid}`)).toEqual([]);
    expect(await logAbout(uid)).toEqual([]);
  });

  it.each([
    [['user', 'rename', 'a@example.com'], 'Unknown command: user rename'],
    [['vip', 'grant'], 'vip grant needs an EMAIL.'],
    [['user', 'export', 'a@example.com'], 'user export needs --out FILE.'],
    [['feedback', 'list', '--since', 'yesterday'], 'Not a date: yesterday'],
    [['feedback', 'list', '--soon'], "Unknown option '--soon'"],
  ])('should refuse %j with a usage error', async (args, message) => {
    const refused = await admin(args);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(message);
  });

  it('should act on a real project with --project, through application default credentials', async () => {
    const email = uniqueEmail('live');
    // Credentials that cannot load: reaching for them proves the emulators were left out, offline.
    const live = await admin(['user', 'show', email, '--project', 'reflectai-prod'], {
      GOOGLE_APPLICATION_CREDENTIALS: join(directory, 'missing-credentials.json'),
    });
    expect(live).toMatchObject({ code: 1, stdout: '' });
    expect(live.stderr).toContain('Project reflectai-prod, live, with application default credentials.');
    expect(live.stderr).toContain('missing-credentials.json does not exist');
  });

  it('should list contact messages sent through the public form, and with --since only later ones', async () => {
    const message = (label: string) => ({
      name: 'Robin',
      email: uniqueEmail(label),
      category: 'support',
      message: `The ${label} message: how do I export my journal?`,
    });
    const earlier = message('earlier');
    expect((await submitFrom(newClientAddress(), '/feedback', earlier)).status).toBe(201);
    const [stored] = (await adminDb().collection('feedback').where('email', '==', earlier.email).get()).docs;
    const since = new Date((stored!.get('createdAt') as Timestamp).toMillis() + 1).toISOString();
    const later = message('later');
    expect((await submitFrom(newClientAddress(), '/feedback', later)).status).toBe(201);

    const all = await admin(['feedback', 'list']);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain(`support  Robin <${earlier.email}>`);
    expect(all.stdout).toContain(`\n  ${earlier.message}\n`);
    expect(all.stdout).toContain(later.email);

    const recent = await admin(['feedback', 'list', '--since', since]);
    expect(recent.code).toBe(0);
    expect(recent.stdout).toContain(`\n  ${later.message}\n`);
    expect(recent.stdout).not.toContain(earlier.email);
    expect(recent.stdout.endsWith(` since ${since}.\n`)).toBe(true);
  });

  it('should list an Elite member’s message first, marked priority, before earlier ones', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const message = (label: string) => ({
      name: 'Robin',
      email: uniqueEmail(label),
      category: 'billing',
      message: `The ${label} message: my card was charged twice.`,
    });
    const visitor = message('visitor');
    expect((await submitFrom(newClientAddress(), '/feedback', visitor)).status).toBe(201);
    const elite = await newSubscriber('elite');
    const fromElite = message('elite');
    const sent = await api('/feedback', {
      token: elite.token,
      body: fromElite,
      headers: { 'fastly-client-ip': newClientAddress() },
    });
    expect(sent.body).toMatchObject({ priority: true });

    const listed = await admin(['feedback', 'list', '--since', since]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`PRIORITY  billing  Robin <${fromElite.email}>`);
    expect(listed.stdout).toContain(`billing  Robin <${visitor.email}>`);
    expect(listed.stdout).not.toContain(`PRIORITY  billing  Robin <${visitor.email}>`);
    expect(listed.stdout.indexOf(fromElite.email)).toBeLessThan(listed.stdout.indexOf(visitor.email));
  });
});

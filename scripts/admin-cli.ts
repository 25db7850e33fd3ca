// The commands of `npm run admin` (scripts/admin.ts; docs/operations.md): an operator's routine tasks
// with the Admin SDK, through the functions' own data code, so a VIP grant, an export or a deletion
// here is exactly what the app and the person's own buttons do. Each change is recorded in adminLog.
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { userInfo } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { deleteApp, getApps } from 'firebase-admin/app';
import { z } from 'zod';
import { entitlementJson, UNLIMITED, usagePeriod, usageRecord } from '../domain/plans';
import { accountJsonExport, authAccountSummary, uidOfEmail } from '../functions/src/data/account';
import { recordAdminAction } from '../functions/src/data/admin-log';
import { feedbackSince, type StoredFeedback } from '../functions/src/data/feedback';
import { sessionsUsed } from '../functions/src/data/usage';
import { readPlanHolder, setVip, userRecordExists } from '../functions/src/data/users';
import { deleteAccount } from '../functions/src/services/account-deletion';

/** The project and emulator addresses used when no `--project` is given (firebase.json's ports). */
export const EMULATOR_DEFAULTS = {
  project: 'demo-reflectai',
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
} as const;

/** Exit statuses: a command that failed, and one that was not understood (nothing was done). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** What `--help` prints, and a command line not understood. */
export const USAGE = `Usage: npm run admin -- <command> [--project ID] [--as NAME]

Commands:
  vip grant EMAIL                make the person VIP (unlimited sessions, voice)
  vip revoke EMAIL               end their VIP access
  user show EMAIL                account, plan and usage (never anything they wrote)
  user export EMAIL --out FILE   their data, as the JSON their own export button downloads
  user delete EMAIL --yes        delete their account and all their data, as their own Delete account does
  feedback list [--since DATE]   contact messages, priority ones (Elite) first, each oldest first
                                 (DATE: YYYY-MM-DD in UTC, or an ISO time)

Options:
  --project ID   act on this Firebase project with application default credentials
                 (default: ${EMULATOR_DEFAULTS.project} on the local emulators)
  --as NAME      who you are, for the admin log (default: git config user.email, else your OS user)
`;

/** A failure to report in one line, with its exit status. */
class AdminError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}

/** A command line not understood: nothing was done. */
const usageError = (message: string, usage = 'npm run admin -- --help lists the commands.') =>
  new AdminError(`${message}\n${usage}`, EXIT.usage);

const OPTIONS = {
  project: { type: 'string' },
  as: { type: 'string' },
  out: { type: 'string' },
  since: { type: 'string' },
  yes: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

interface Command {
  /** Whether it acts on one person, named by EMAIL. */
  takesEmail: boolean;
  run(context: { email: string; values: Values; operator: () => string }): Promise<void>;
}

const print = (line: string) => process.stdout.write(`${line}\n`);

/** Points the Admin SDK at the project, and says which (on stderr, so stdout stays the command's). */
function useProject(project: string | undefined) {
  const id = project ?? EMULATOR_DEFAULTS.project;
  process.env.GCLOUD_PROJECT = id;
  process.env.GOOGLE_CLOUD_PROJECT = id;
  if (!project) {
    process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_DEFAULTS.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_DEFAULTS.auth;
  }
  const { FIRESTORE_EMULATOR_HOST: firestore, FIREBASE_AUTH_EMULATOR_HOST: auth } = process.env;
  process.stderr.write(
    firestore || auth
      ? `Project ${id}, on the emulators (Firestore ${firestore ?? 'live'}, Auth ${auth ?? 'live'}).\n`
      : `Project ${id}, live, with application default credentials.\n`,
  );
}

/** Who runs the command, for the admin log: --as, else git's user.email, else the OS user. */
function operatorName(given: string | undefined): string {
  if (given?.trim()) return given.trim();
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (email) return email;
  } catch {
    // No git here, or no user.email set: the OS user names the operator.
  }
  return userInfo().username;
}

async function accountUid(email: string): Promise<string> {
  const uid = await uidOfEmail(email);
  if (!uid) throw new AdminError(`No account with the email ${email}`);
  return uid;
}

const vip = (grant: boolean): Command => ({
  takesEmail: true,
  async run({ email, operator }) {
    const uid = await accountUid(email);
    if (!(await userRecordExists(uid)))
      throw new AdminError(
        `${email} has no users/${uid} record yet: the app makes it on their first sign-in.`,
      );
    await setVip(uid, grant);
    // Logged once done, so the log says what happened, not what was tried.
    await recordAdminAction({
      operator: operator(),
      action: grant ? 'vip.grant' : 'vip.revoke',
      targetUid: uid,
    });
    print(`${email} (${uid}) ${grant ? 'is now VIP' : 'is no longer VIP'}.`);
  },
});

const sessions = (count: number) => (count === UNLIMITED ? 'unlimited' : String(count));

const showUser: Command = {
  takesEmail: true,
  async run({ email }) {
    const uid = await accountUid(email);
    const now = new Date();
    const period = usagePeriod(now);
    const [account, holder, used] = await Promise.all([
      authAccountSummary(uid),
      readPlanHolder(uid),
      sessionsUsed(uid, period),
    ]);
    print(`uid: ${uid}`);
    print(`email: ${account.email}`);
    print(`created: ${account.createdAt}`);
    print(`last sign-in: ${account.lastSignInAt ?? 'never'}`);
    if (!holder) {
      print(`record: none (no users/${uid}; the app creates it on the first sign-in)`);
      return;
    }
    const plan = entitlementJson(holder, now);
    const usage = usageRecord(holder, used, now);
    print(`VIP: ${holder.isVipUser ? 'yes' : 'no'}`);
    print(`subscription: ${holder.subscriptionPlan ?? 'none'} (${holder.subscriptionStatus ?? 'no status'})`);
    print(
      `access: ${plan.source}, ${plan.tier ?? 'no'} plan limits` +
        (plan.trialEndsAt ? `, trial ends ${plan.trialEndsAt}` : '') +
        (plan.pastDue ? ', payment past due' : ''),
    );
    print(
      `sessions ${period}: ${used} used of ${sessions(usage.monthlyLimit)}, ` +
        `${sessions(usage.remaining)} left, resets ${usage.resetDate}`,
    );
  },
};

const exportUser: Command = {
  takesEmail: true,
  async run({ email, values, operator }) {
    if (!values.out) throw usageError('user export needs --out FILE.');
    const uid = await accountUid(email);
    await pipeline(Readable.from(await accountJsonExport(uid, new Date())), createWriteStream(values.out));
    await recordAdminAction({ operator: operator(), action: 'user.export', targetUid: uid });
    print(`Wrote the export of ${email} (${uid}) to ${values.out}.`);
  },
};

const deleteUser: Command = {
  takesEmail: true,
  async run({ email, values, operator }) {
    if (!values.yes)
      throw new AdminError(
        `Deleting ${email} removes their account and everything stored about them, for good. ` +
          'Add --yes to confirm.',
        EXIT.usage,
      );
    const uid = await accountUid(email);
    await deleteAccount(uid);
    await recordAdminAction({ operator: operator(), action: 'user.delete', targetUid: uid });
    print(`Deleted ${email} (${uid}): their data and their sign-in.`);
  },
};

// A calendar day (midnight UTC) or a full ISO time with its offset.
const sinceDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

function feedbackLines(message: StoredFeedback): string {
  const body = message.message.replace(/^/gm, '  ');
  const priority = message.priority ? 'PRIORITY  ' : '';
  return `${message.createdAt.toISOString()}  ${priority}${message.category}  ${message.name} <${message.email}>  [${message.id}]\n${body}`;
}

const listFeedback: Command = {
  takesEmail: false,
  async run({ values }) {
    if (values.since !== undefined && !sinceDate.safeParse(values.since).success)
      throw usageError(`Not a date: ${values.since} (use YYYY-MM-DD or e.g. 2026-11-20T09:00:00Z).`);
    const since = values.since === undefined ? undefined : new Date(values.since);
    let count = 0;
    for await (const page of feedbackSince(since)) {
      for (const message of page) print(feedbackLines(message));
      count += page.length;
    }
    print(`${count} message${count === 1 ? '' : 's'}${since ? ` since ${since.toISOString()}` : ''}.`);
  },
};

const COMMANDS: Record<string, Command> = {
  'vip grant': vip(true),
  'vip revoke': vip(false),
  'user show': showUser,
  'user export': exportUser,
  'user delete': deleteUser,
  'feedback list': listFeedback,
};

/** Runs one admin command from its arguments (without `npm run admin --`); returns the exit status. */
export async function runAdmin(argv: readonly string[]): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
    } catch (error) {
      throw usageError((error as Error).message);
    }
    const { values, positionals } = parsed;
    if (values.help) {
      print(USAGE);
      return EXIT.ok;
    }
    const [group, action, email, ...extra] = positionals;
    const name = `${group ?? ''} ${action ?? ''}`.trim();
    const command = COMMANDS[name];
    if (!command) throw usageError(name ? `Unknown command: ${name}` : 'No command given.', USAGE);
    if (command.takesEmail && !email) throw usageError(`${name} needs an EMAIL.`);
    const unexpected = command.takesEmail ? extra : [email, ...extra].filter(Boolean);
    if (unexpected.length) throw usageError(`Unexpected: ${unexpected.join(' ')}`);
    useProject(values.project);
    await command.run({ email: email ?? '', values, operator: () => operatorName(values.as) });
    return EXIT.ok;
  } catch (error) {
    const exitCode = error instanceof AdminError ? error.exitCode : EXIT.failed;
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return exitCode;
  } finally {
    // The Admin SDK keeps its connections open; closing them lets the process end.
    await Promise.all(getApps().map((app) => deleteApp(app)));
  }
}

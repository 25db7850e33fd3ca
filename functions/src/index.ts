import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { createApp } from './app.js';
import { API_TIMEOUT_SECONDS } from './config.js';
import { fcmSender } from './providers/push.js';
import { runJournalReminders } from './services/journal-reminders.js';
import { sweepOrphans } from './services/orphan-sweep.js';
import { runWeeklyExports } from './services/weekly-export.js';
import { runWeeklyReports } from './services/weekly-report.js';

// Secrets come from Secret Manager when deployed (README: Deploying). The emulators read them from
// the environment instead, and run without them (the offline counselor, the local checkout, a demo salt).
const secret = (name: string) => (process.env.FUNCTIONS_EMULATOR ? [] : [defineSecret(name)]);
const openAiKey = secret('OPENAI_API_KEY');
// Every function reads config(), which needs the salt outside demo- projects.
const trialEmailSalt = secret('TRIAL_EMAIL_SALT');
const stripe = [...secret('STRIPE_SECRET_KEY'), ...secret('STRIPE_WEBHOOK_SECRET')];

/**
 * The HTTPS API, served at /api/** through the Hosting rewrite. Chat streams are read from the
 * function's own URL (Hosting buffers streams), hence CORS, for the app's own origins only; callers
 * authenticate with a Bearer token, never cookies. The timeout (API_TIMEOUT_SECONDS, 60 s) holds
 * the model's whole budget (OPENAI_BUDGET_MS, 40 s at most 45 s) and the crisis lines; instances and
 * memory are capped so a flood cannot scale the bill without bound.
 */
export const api = onRequest(
  {
    region: 'us-central1',
    timeoutSeconds: API_TIMEOUT_SECONDS,
    memory: '512MiB',
    maxInstances: 20,
    // CORS is the app's own (createApp): only the app's origins.
    cors: false,
    secrets: [...openAiKey, ...trialEmailSalt, ...stripe],
  },
  createApp(),
);

// The weekly jobs: one instance each, retried by the scheduler when a run fails. A run that fails
// or runs out of time (services/weekly-job.ts) has saved how far it got, and the retry carries on
// from there; a week whose run was missed is made on the next (up to four weeks back).
const WEEKLY_JOB: Omit<ScheduleOptions, 'schedule'> = {
  timeZone: 'UTC',
  region: 'us-central1',
  timeoutSeconds: 540,
  memory: '512MiB',
  maxInstances: 1,
  retryCount: 3,
  // The reports' reflections ask the model.
  secrets: [...openAiKey, ...trialEmailSalt],
};

/**
 * Weekly mood reports: every Monday at 12:00 UTC, when last week has ended in every time zone, last
 * week's report for each person who wrote in their journal that week (users/{uid}/reports/{isoWeek}).
 */
export const weeklyReports = onSchedule({ ...WEEKLY_JOB, schedule: 'every monday 12:00' }, async (event) => {
  await runWeeklyReports(new Date(event.scheduleTime));
});

/**
 * Export Data (Settings): every Monday at 12:00 UTC, last week's journal as Markdown for each person
 * with the setting on (users/{uid}/exports/{isoWeek}); Settings lists them for download.
 */
export const weeklyExports = onSchedule({ ...WEEKLY_JOB, schedule: 'every monday 12:00' }, async (event) => {
  await runWeeklyExports(new Date(event.scheduleTime));
});

/**
 * Orphan sweep: every day at 03:00 UTC, deletes anything left under a `users/{uid}` whose record and
 * sign-in are both gone (a write that landed after the account was deleted); never a person who has
 * either. Same limits and retries as the weekly jobs.
 */
export const orphanSweep = onSchedule({ ...WEEKLY_JOB, schedule: 'every day 03:00' }, async () => {
  await sweepOrphans();
});

/**
 * Journal reminders: every 15 minutes (reminder times are on the quarter hour), a push notification
 * to each person whose chosen local time has come and who has not written today (reminders/{uid}).
 * No retries: the next run, 15 minutes on, picks up anyone this one missed.
 */
export const journalReminders = onSchedule(
  {
    ...WEEKLY_JOB,
    schedule: 'every 15 minutes',
    timeoutSeconds: 300,
    retryCount: 0,
    secrets: trialEmailSalt,
  },
  async (event) => {
    await runJournalReminders(new Date(event.scheduleTime), fcmSender);
  },
);

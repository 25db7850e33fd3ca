import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app.js';
import { API_TIMEOUT_SECONDS } from './config.js';
import { runWeeklyExports } from './services/weekly-export.js';
import { runWeeklyReports } from './services/weekly-report.js';

/**
 * The HTTPS API, served at /api/** through the Hosting rewrite. Chat streams are read from the
 * function's own URL (Hosting buffers streams), hence CORS; callers authenticate with a Bearer
 * token, never cookies, so no origin gains ambient access.
 */
// Stripe's keys come from Secret Manager when deployed (README: Payments). The emulators read them
// from the environment instead, and run without them (the local checkout).
const secrets = process.env.FUNCTIONS_EMULATOR
  ? []
  : [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET')];

export const api = onRequest(
  { region: 'us-central1', timeoutSeconds: API_TIMEOUT_SECONDS, cors: true, secrets },
  createApp(),
);

/**
 * Weekly mood reports: every Monday at 12:00 UTC, when last week has ended in every time zone, last
 * week's report for each person who wrote in their journal that week (users/{uid}/reports/{isoWeek}).
 */
export const weeklyReports = onSchedule(
  { schedule: 'every monday 12:00', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 540 },
  async (event) => {
    await runWeeklyReports(new Date(event.scheduleTime));
  },
);

/**
 * Export Data (Settings): every Monday at 12:00 UTC, last week's journal as Markdown for each person
 * with the setting on (users/{uid}/exports/{isoWeek}); Settings lists them for download.
 */
export const weeklyExports = onSchedule(
  { schedule: 'every monday 12:00', timeZone: 'UTC', region: 'us-central1', timeoutSeconds: 540 },
  async (event) => {
    await runWeeklyExports(new Date(event.scheduleTime));
  },
);

import { z } from 'zod';

/** The API function's timeout; the model's whole budget and the crisis lines fit well inside it. */
export const API_TIMEOUT_SECONDS = 60;

// Left after the model's budget for the checks, the stored writes and the last events of a reply.
const REPLY_MARGIN_MS = 15_000;

const envSchema = z.object({
  // The Web API key of the Firebase project, used to exchange a password for an ID token.
  // The Auth emulator accepts any key, so emulated runs need none.
  FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
  // Set by the Functions emulator when the Auth emulator runs ("127.0.0.1:9099").
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  // Without a key the offline counselor answers.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // Speech to text for voice messages.
  OPENAI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  // Any OpenAI-compatible server (Ollama, vLLM, llama.cpp); the SDK's default otherwise.
  OPENAI_BASE_URL: z.url().optional(),
  // Per attempt, until the model's answer begins.
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(40_000).default(20_000),
  // A reply's every attempt, backoff and word, from the first request to the last word.
  OPENAI_BUDGET_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(API_TIMEOUT_SECONDS * 1000 - REPLY_MARGIN_MS)
    .default(40_000),
  // The longest wait for the next words of a reply before it counts as stalled.
  OPENAI_STALL_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  // How long a reply's first words wait for the model's safety verdict, which can only raise the level.
  OPENAI_CLASSIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(4_000),
  // Model calls (chat replies, transcriptions, report reflections) one person may make per UTC day,
  // whatever their plan: generous for a person, a ceiling on what one account can cost.
  MODEL_CALLS_PER_DAY: z.coerce.number().int().min(1).default(300),
  // The moderation endpoint exists on OpenAI itself; most compatible servers lack it.
  OPENAI_MODERATION: z.enum(['on', 'off']).optional(),
  // 'enforce' requires an App Check token for chat, transcription, sign-up and checkout (README: Deploying).
  APP_CHECK: z.enum(['enforce', 'off']).default('off'),
  // Billing: without a secret key a demo- project uses the local checkout; any other project refuses.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // A Stripe-compatible server ("http://host:port"); tests point it at tests/fakes/stripe.ts.
  STRIPE_API_BASE: z.url().optional(),
  // Where checkout returns to; the project's Hosting site by default, the emulator's for demo- projects.
  APP_URL: z.url().optional(),
  // Set by the Functions runtime and the emulators.
  GCLOUD_PROJECT: z.string().min(1).optional(),
  // Salts the hashes of emails that have had a trial (so deleting an account does not reset it).
  TRIAL_EMAIL_SALT: z.string().min(16).optional(),
});

/** Runtime configuration, read from the environment once and checked at first use. */
export interface Config {
  identityToolkitUrl: string;
  webApiKey: string;
  openai?: {
    apiKey: string;
    model: string;
    transcribeModel: string;
    baseURL: string | undefined;
    timeoutMs: number;
    budgetMs: number;
    stallMs: number;
    classifyTimeoutMs: number;
    moderation: boolean;
    callsPerDay: number;
  };
  /** The project id; a `demo-` project never reaches a real Google or Stripe service. */
  projectId: string;
  trialEmailSalt: string;
  appUrl: string;
  /** Whether chat, transcription, sign-up and checkout require an App Check token. */
  appCheckEnforced: boolean;
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  };
}

/** Whether the project is an emulator-only `demo-` project. */
export const isDemoProject = (projectId: string) => projectId.startsWith('demo-');

/**
 * The origins whose pages may call the API's own URL from a browser (the chat streams from it): the
 * project's Hosting domains and APP_URL; in a `demo-` project also the emulator's Hosting and the
 * dev server. Read at load, before the rest of the configuration is checked.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const projectId = env.GCLOUD_PROJECT ?? 'demo-reflectai';
  const local = ['127.0.0.1', 'localhost'].flatMap((host) => [`http://${host}:5000`, `http://${host}:5173`]);
  return [
    `https://${projectId}.web.app`,
    `https://${projectId}.firebaseapp.com`,
    ...(env.APP_URL ? [new URL(env.APP_URL).origin] : []),
    ...(isDemoProject(projectId) ? local : []),
  ];
}

let cached: Config | undefined;

/** The checked configuration; throws with the offending variable when the environment is wrong. */
export function config(): Config {
  if (cached) return cached;
  const env = envSchema.parse(process.env);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  const webApiKey = env.FIREBASE_WEB_API_KEY ?? (emulatorHost ? 'emulator' : undefined);
  if (!webApiKey) {
    throw new Error('FIREBASE_WEB_API_KEY must be set outside the Auth emulator');
  }
  const projectId = env.GCLOUD_PROJECT ?? 'demo-reflectai';
  const stripeBase = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const trialEmailSalt =
    env.TRIAL_EMAIL_SALT ?? (isDemoProject(projectId) ? 'demo-only-trial-email-salt' : undefined);
  if (!trialEmailSalt) throw new Error('TRIAL_EMAIL_SALT must be set outside demo- projects');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY');
  }
  cached = {
    projectId,
    trialEmailSalt,
    appCheckEnforced: env.APP_CHECK === 'enforce',
    appUrl: (
      env.APP_URL ?? (isDemoProject(projectId) ? 'http://127.0.0.1:5000' : `https://${projectId}.web.app`)
    ).replace(/\/$/, ''),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: stripeBase && {
              host: stripeBase.hostname,
              port: Number(stripeBase.port || (stripeBase.protocol === 'https:' ? 443 : 80)),
              protocol: stripeBase.protocol === 'https:' ? 'https' : 'http',
            },
          }
        : undefined,
    identityToolkitUrl: emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1',
    webApiKey,
    openai: env.OPENAI_API_KEY
      ? {
          apiKey: env.OPENAI_API_KEY,
          model: env.OPENAI_MODEL,
          transcribeModel: env.OPENAI_TRANSCRIBE_MODEL,
          baseURL: env.OPENAI_BASE_URL,
          timeoutMs: env.OPENAI_TIMEOUT_MS,
          budgetMs: env.OPENAI_BUDGET_MS,
          stallMs: env.OPENAI_STALL_MS,
          classifyTimeoutMs: env.OPENAI_CLASSIFY_TIMEOUT_MS,
          moderation: (env.OPENAI_MODERATION ?? (env.OPENAI_BASE_URL ? 'off' : 'on')) === 'on',
          callsPerDay: env.MODEL_CALLS_PER_DAY,
        }
      : undefined,
  };
  return cached;
}

import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-reflectai'),
  // Any key serves the emulators; a real project needs its Web API key.
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
  VITE_USE_EMULATORS: flag.optional(),
  VITE_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  // 'demo' runs without an identity backend: a fixed local demo user (spec §1).
  VITE_AUTH_MODE: z.enum(['firebase', 'demo']).default('firebase'),
});

/** The web app's configuration, from VITE_* variables checked once at start-up. */
export function parseEnv(source: Record<string, unknown>) {
  const parsed = envSchema.parse(source);
  return {
    firebase: {
      projectId: parsed.VITE_FIREBASE_PROJECT_ID,
      apiKey: parsed.VITE_FIREBASE_API_KEY,
      authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN ?? `${parsed.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
      appId: parsed.VITE_FIREBASE_APP_ID,
    },
    // A demo- project exists only on the emulators, so it always uses them.
    useEmulators: parsed.VITE_USE_EMULATORS ?? parsed.VITE_FIREBASE_PROJECT_ID.startsWith('demo-'),
    emulatorHost: parsed.VITE_EMULATOR_HOST,
    authMode: parsed.VITE_AUTH_MODE,
  };
}

export const env = parseEnv(import.meta.env);

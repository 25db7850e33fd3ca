// zod/mini: the same checks as zod, in a fraction of the bytes every page loads.
import * as z from 'zod/mini';

const flag = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);
const text = () => z.string().check(z.minLength(1));

const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z._default(text(), 'demo-reflectai'),
  // Any key serves the emulators; a real project needs its Web API key.
  VITE_FIREBASE_API_KEY: z._default(text(), 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(text()),
  VITE_FIREBASE_APP_ID: z.optional(text()),
  VITE_USE_EMULATORS: z.optional(flag),
  VITE_EMULATOR_HOST: z._default(text(), '127.0.0.1'),
  // Where the browser reads streamed chat replies: the api function's own URL, since Hosting
  // buffers streams. Derived from the project when unset.
  VITE_FUNCTIONS_URL: z.optional(z.url()),
  // 'demo' runs without an identity backend: a fixed local demo user (spec §1).
  VITE_AUTH_MODE: z._default(z.enum(['firebase', 'demo']), 'firebase'),
});

/** The web app's configuration, from VITE_* variables checked once at start-up. */
export function parseEnv(source: Record<string, unknown>) {
  const parsed = envSchema.parse(source);
  const projectId = parsed.VITE_FIREBASE_PROJECT_ID;
  // A demo- project exists only on the emulators, so it always uses them.
  const useEmulators = parsed.VITE_USE_EMULATORS ?? projectId.startsWith('demo-');
  return {
    firebase: {
      projectId: parsed.VITE_FIREBASE_PROJECT_ID,
      apiKey: parsed.VITE_FIREBASE_API_KEY,
      authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN ?? `${parsed.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
      appId: parsed.VITE_FIREBASE_APP_ID,
    },
    useEmulators,
    emulatorHost: parsed.VITE_EMULATOR_HOST,
    functionsUrl:
      parsed.VITE_FUNCTIONS_URL ??
      (useEmulators
        ? `http://${parsed.VITE_EMULATOR_HOST}:5001/${projectId}/us-central1/api`
        : `https://us-central1-${projectId}.cloudfunctions.net/api`),
    authMode: parsed.VITE_AUTH_MODE,
  };
}

export const env = parseEnv(import.meta.env);

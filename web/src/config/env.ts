// Checked by hand rather than with zod: even zod/mini brings zod's core (15 KB gzip) to every page,
// the public ones included, for a dozen settings.
type Source = Record<string, unknown>;

function invalid(name: string, expected: string): never {
  throw new Error(`${name}: expected ${expected}`);
}

/** A non-empty string setting; `fallback` when unset. */
function text(source: Source, name: string): string | undefined;
function text(source: Source, name: string, fallback: string): string;
function text(source: Source, name: string, fallback?: string) {
  const value = source[name];
  if (value === undefined) return fallback;
  return typeof value === 'string' && value.length > 0 ? value : invalid(name, 'a non-empty string');
}

function oneOf<T extends string>(source: Source, name: string, allowed: readonly T[]): T | undefined {
  const value = text(source, name);
  if (value === undefined) return undefined;
  return (allowed as readonly string[]).includes(value) ? (value as T) : invalid(name, allowed.join(' or '));
}

function httpUrl(source: Source, name: string): string | undefined {
  const value = text(source, name);
  if (value === undefined) return undefined;
  try {
    if (['http:', 'https:'].includes(new URL(value).protocol)) return value;
  } catch {
    // Not a URL at all: reported below.
  }
  return invalid(name, 'an http(s) URL');
}

/** The web app's configuration, from VITE_* variables checked once at start-up. */
export function parseEnv(source: Record<string, unknown>) {
  const projectId = text(source, 'VITE_FIREBASE_PROJECT_ID', 'demo-reflectai');
  const flag = oneOf(source, 'VITE_USE_EMULATORS', ['true', 'false']);
  // A demo- project exists only on the emulators, so it always uses them.
  const useEmulators = flag === undefined ? projectId.startsWith('demo-') : flag === 'true';
  const emulatorHost = text(source, 'VITE_EMULATOR_HOST', '127.0.0.1');
  return {
    firebase: {
      projectId,
      // Any key serves the emulators; a real project needs its Web API key.
      apiKey: text(source, 'VITE_FIREBASE_API_KEY', 'demo-api-key'),
      authDomain: text(source, 'VITE_FIREBASE_AUTH_DOMAIN', `${projectId}.firebaseapp.com`),
      appId: text(source, 'VITE_FIREBASE_APP_ID'),
      // Cloud Messaging (journal reminders) needs it beside the VAPID key below.
      messagingSenderId: text(source, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    },
    // The Web Push key of Cloud Messaging (README: Journal reminders). Unset, as on the emulators (which
    // have no FCM), reminders are the banner on Home alone.
    fcmVapidKey: text(source, 'VITE_FCM_VAPID_KEY'),
    useEmulators,
    emulatorHost,
    // Where the browser reads streamed chat replies: the api function's own URL, since Hosting
    // buffers streams. Derived from the project when unset.
    functionsUrl:
      httpUrl(source, 'VITE_FUNCTIONS_URL') ??
      (useEmulators
        ? `http://${emulatorHost}:5001/${projectId}/us-central1/api`
        : `https://us-central1-${projectId}.cloudfunctions.net/api`),
    // App Check (README: Deploying): reCAPTCHA Enterprise in production; a debug token (registered
    // in the console) lets a development build on localhost reach a project that enforces it.
    appCheck: {
      siteKey: text(source, 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY'),
      debugToken: text(source, 'VITE_APP_CHECK_DEBUG_TOKEN'),
    },
  };
}

export const env = parseEnv(import.meta.env);

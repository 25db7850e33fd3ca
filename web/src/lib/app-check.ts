import { APP_CHECK_HEADER, EMULATOR_APP_CHECK_TOKEN } from '@domain/app-check';
import { env } from '@/config/env';
import { firebase } from './firebase';

type AppCheck = import('firebase/app-check').AppCheck;

let starting: Promise<AppCheck | undefined> | undefined;

/** How long the emulators' token is reused before the SDK asks for it again. */
const EMULATOR_TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * Starts App Check once, loading its SDK only then (never on the public pages' first load): on the
 * emulators with their local token, elsewhere with reCAPTCHA Enterprise when a site key is set.
 * Without either there is none, and nothing is sent.
 */
export function startAppCheck(): Promise<AppCheck | undefined> {
  starting ??= (async () => {
    if (!env.useEmulators && !env.appCheck.siteKey) return undefined;
    const { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider } =
      await import('firebase/app-check');
    if (!env.useEmulators && env.appCheck.debugToken) {
      // The SDK's debug provider: it swaps the attestation for this token, registered in the console.
      (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        env.appCheck.debugToken;
    }
    const provider = env.useEmulators
      ? new CustomProvider({
          getToken: async () => ({
            token: EMULATOR_APP_CHECK_TOKEN,
            expireTimeMillis: Date.now() + EMULATOR_TOKEN_LIFETIME_MS,
          }),
        })
      : new ReCaptchaEnterpriseProvider(env.appCheck.siteKey!);
    return initializeAppCheck(firebase().app, { provider, isTokenAutoRefreshEnabled: true });
  })();
  return starting;
}

/** The App Check header for a request to the API: empty when App Check is off. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const appCheck = await startAppCheck();
  if (!appCheck) return {};
  const { getToken } = await import('firebase/app-check');
  const { token } = await getToken(appCheck);
  return { [APP_CHECK_HEADER]: token };
}

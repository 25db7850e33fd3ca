import { z } from 'zod';

const envSchema = z.object({
  // The Web API key of the Firebase project, used to exchange a password for an ID token.
  // The Auth emulator accepts any key, so emulated runs need none.
  FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
  // Set by the Functions emulator when the Auth emulator runs ("127.0.0.1:9099").
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
});

/** Runtime configuration, read from the environment once and checked at first use. */
export interface Config {
  identityToolkitUrl: string;
  webApiKey: string;
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
  cached = {
    identityToolkitUrl: emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1',
    webApiKey,
  };
  return cached;
}

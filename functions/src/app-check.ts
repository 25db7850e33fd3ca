import { APP_CHECK_HEADER, EMULATOR_APP_CHECK_TOKEN } from '@domain/app-check';
import type { RequestHandler } from 'express';
import { adminAppCheck } from './admin.js';
import { config, isDemoProject } from './config.js';
import { ApiError } from './errors.js';

// A demo- project runs only on the emulators, which cannot mint App Check tokens: the app's fixed
// local token stands in for an attested one there, and only there.
async function appCheckTokenValid(token: string): Promise<boolean> {
  if (isDemoProject(config().projectId)) return token === EMULATOR_APP_CHECK_TOKEN;
  try {
    await adminAppCheck().verifyToken(token);
    return true;
  } catch {
    return false;
  }
}

/**
 * With App Check enforced (APP_CHECK=enforce), refuses a request without a valid App Check token
 * with 401 `app_check_failed`: the calls that cost (chat, transcription, sign-up, checkout) come only
 * from this app, not from a script holding a stolen or scripted account.
 */
export const requireAppCheck: RequestHandler = async (req, _res, next) => {
  if (!config().appCheckEnforced) return next();
  const token = req.get(APP_CHECK_HEADER);
  next(token && (await appCheckTokenValid(token)) ? undefined : new ApiError('app_check_failed'));
};

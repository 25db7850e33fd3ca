import { clientCodeFromIdentityError } from '@domain/auth-errors';
import { logger } from 'firebase-functions';
import { config } from '../config.js';
import { ApiError, identityError } from '../errors.js';

const TIMEOUT_MS = 10_000;

/** A session from the identity service's password sign-in. */
export interface PasswordSession {
  uid: string;
  idToken: string;
}

/**
 * Exchanges email and password for a Firebase ID token through the Identity Toolkit REST API
 * (the Auth emulator locally). The Admin SDK cannot mint ID tokens, only custom tokens.
 */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSession> {
  const { identityToolkitUrl, webApiKey } = config();
  let response: Response;
  try {
    response = await fetch(
      `${identityToolkitUrl}/accounts:signInWithPassword?key=${encodeURIComponent(webApiKey)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
  } catch (error) {
    logger.error('identity service unreachable', { error: String(error) });
    throw new ApiError('unavailable');
  }
  const body = (await response.json().catch(() => ({}))) as {
    localId?: string;
    idToken?: string;
    error?: { message?: string };
  };
  if (!response.ok || !body.idToken || !body.localId) {
    const code = clientCodeFromIdentityError(body.error?.message ?? '');
    if (!code) logger.error('identity service error', { status: response.status, code: body.error?.message });
    throw identityError(code);
  }
  return { uid: body.localId, idToken: body.idToken };
}

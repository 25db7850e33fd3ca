import { normaliseEmail, PUBLIC_FORM_RATE_LIMIT } from '@domain/contact';
import { SIGN_IN_FAILURE_LIMIT } from '@domain/user';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { config } from './config.js';
import { countModelCall } from './data/model-calls.js';
import { claimRateLimitSlot, rateLimitReached } from './data/rate-limits.js';
import { ApiError } from './errors.js';

/**
 * The caller's network address. Firebase Hosting's CDN passes the visitor's address as
 * `fastly-client-ip`; a direct call to the function's URL has it first in `x-forwarded-for` (Google's
 * front end); locally, the socket's. These headers are what the platform gives: a client that forges
 * them on a direct call can spread its attempts, so this limit stops floods and loops, not a
 * determined attacker.
 */
function clientAddress(req: Request): string {
  const forwarded = req.get('fastly-client-ip') ?? req.get('x-forwarded-for')?.split(',')[0];
  return forwarded?.trim() || req.socket.remoteAddress || 'unknown';
}

/**
 * Counts a request against `key`'s fixed window of `limit.windowMinutes`; past `limit.max` in the
 * window it sets Retry-After and throws 429 with `message(secondsUntilTheWindowEnds)`.
 */
export async function enforceWindowLimit(
  key: string,
  limit: { max: number; windowMinutes: number },
  res: Response,
  message: (retryAfterSeconds: number) => string,
  now = new Date(),
) {
  const windowMs = limit.windowMinutes * 60_000;
  const window = Math.floor(now.getTime() / windowMs);
  const windowEnd = new Date((window + 1) * windowMs);
  if (await claimRateLimitSlot(`${key}-${window}`, limit.max, windowEnd)) return;
  const retryAfterSeconds = Math.ceil((windowEnd.getTime() - now.getTime()) / 1000);
  res.set('retry-after', String(retryAfterSeconds));
  throw new ApiError('rate_limited', message(retryAfterSeconds));
}

/**
 * Counts this request against the client's fixed window for `scope` (PUBLIC_FORM_RATE_LIMIT);
 * over the limit it sets Retry-After and throws 429. The address is stored only as a hash.
 */
export async function enforceRateLimit(scope: string, req: Request, res: Response, now = new Date()) {
  const client = createHash('sha256').update(clientAddress(req)).digest('hex').slice(0, 32);
  await enforceWindowLimit(
    `${scope}-${client}`,
    PUBLIC_FORM_RATE_LIMIT,
    res,
    (retryAfterSeconds) =>
      `Too many attempts from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    now,
  );
}

/**
 * Counts a model call of `uid` against the daily cap (MODEL_CALLS_PER_DAY, every plan and VIP alike);
 * false, with a log line, once it is passed. Without a model (the offline counselor) nothing counts.
 */
export async function modelCallAllowed(uid: string, now = new Date()): Promise<boolean> {
  const openai = config().openai;
  if (!openai || (await countModelCall(uid, now, openai.callsPerDay))) return true;
  logger.warn('Daily model call cap reached', { uid, cap: openai.callsPerDay });
  return false;
}

/**
 * Runs a password sign-in for `email` unless the account has had SIGN_IN_FAILURE_LIMIT failures in
 * the current window (then 429 with Retry-After); a failure takes one more slot. Keyed by a hash of
 * the email, so it holds whatever address the attempts come from.
 */
export async function limitFailedSignIns<T>(
  email: string,
  res: Response,
  attempt: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const windowMs = SIGN_IN_FAILURE_LIMIT.windowMinutes * 60_000;
  const window = Math.floor(now.getTime() / windowMs);
  const account = createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32);
  const key = `signin-${account}-${window}`;
  if (await rateLimitReached(key, SIGN_IN_FAILURE_LIMIT.max)) {
    const retryAfterSeconds = Math.ceil(((window + 1) * windowMs - now.getTime()) / 1000);
    res.set('retry-after', String(retryAfterSeconds));
    throw new ApiError(
      'rate_limited',
      `Too many failed sign-ins for this account. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  }
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await claimRateLimitSlot(key, SIGN_IN_FAILURE_LIMIT.max, new Date((window + 1) * windowMs));
    }
    throw error;
  }
}

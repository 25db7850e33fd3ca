import { CHAT_RATE_LIMIT } from '@domain/chat';
import { normaliseEmail } from '@domain/contact';
import { SIGN_IN_FAILURE_LIMIT } from '@domain/user';
import { createHash, createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { config, isDemoProject } from './config.js';
import { countModelCall } from './data/model-calls.js';
import { claimRateLimitSlot, countInWindow, rateLimitReached } from './data/rate-limits.js';
import { ApiError } from './errors.js';
import { aiProvider } from './providers/ai-provider.js';

/** A connecting address counts this many visitors' worth: through Hosting it is a CDN edge shared by many. */
export const CONNECTION_SHARE = 10;

/**
 * The two addresses a request is counted under. `connection` is the hop Google's front end appends
 * last to X-Forwarded-For: the address that opened the connection, which no client can set (what a
 * client sends comes before it). Through Hosting that is a CDN edge, so `visitor` is the address
 * Hosting passes as `fastly-client-ip`. On a direct call to the function's URL the caller can send
 * any `fastly-client-ip`, but not its connection, whose count holds it at CONNECTION_SHARE times
 * the limit.
 */
export function requestAddresses(req: Request): { visitor?: string; connection?: string } {
  const connection = req.get('x-forwarded-for')?.split(',').at(-1)?.trim() || req.socket.remoteAddress;
  return { visitor: req.get('fastly-client-ip')?.trim() || connection, connection };
}

/**
 * The part of an address that names one visitor: an IPv4 address whole (an IPv4-mapped IPv6 one as
 * IPv4), an IPv6 address by its /64, which a home or phone network gets whole and can move around in.
 */
export function addressBlock(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/**
 * What a rate limit stores of an address: a keyed hash (HMAC) of its block, so the stored keys give
 * no address back, however few IPv4 addresses there are to try. The key is the trial-email secret,
 * under a label of its own.
 */
export function addressKey(address: string): string {
  return createHmac('sha256', config().trialEmailSalt)
    .update(`rate-limit-address:${addressBlock(address)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The fixed window of `windowMinutes` that `now` falls in: its number, its end, and the seconds left. */
function fixedWindow(windowMinutes: number, now: Date) {
  const windowMs = windowMinutes * 60_000;
  const index = Math.floor(now.getTime() / windowMs);
  const end = new Date((index + 1) * windowMs);
  return { index, end, secondsLeft: Math.ceil((end.getTime() - now.getTime()) / 1000) };
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
  const window = fixedWindow(limit.windowMinutes, now);
  if (await claimRateLimitSlot(`${key}-${window.index}`, limit.max, window.end)) return;
  res.set('retry-after', String(window.secondsLeft));
  throw new ApiError('rate_limited', message(window.secondsLeft));
}

/**
 * Counts this request against `limit` for `scope` under both of its addresses (requestAddresses);
 * over either it sets Retry-After and throws 429. Addresses are stored only as hashes. The emulators
 * have no front end and give no address: in a demo- project a request without one is not counted.
 */
export async function enforceAddressLimit(
  scope: string,
  limit: { max: number; windowMinutes: number },
  req: Request,
  res: Response,
  now = new Date(),
) {
  const { visitor, connection } = requestAddresses(req);
  const message = (retryAfterSeconds: number) =>
    `Too many attempts from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`;
  const countedAs = (address: string | undefined) =>
    address ?? (isDemoProject(config().projectId) ? undefined : 'unknown');
  const visitorKey = countedAs(visitor);
  if (visitorKey) await enforceWindowLimit(`${scope}-${addressKey(visitorKey)}`, limit, res, message, now);
  const connectionKey = countedAs(connection);
  if (connectionKey) {
    const shared = { ...limit, max: limit.max * CONNECTION_SHARE };
    await enforceWindowLimit(`${scope}-edge-${addressKey(connectionKey)}`, shared, res, message, now);
  }
}

/**
 * Counts a model call of `uid` against the daily cap (MODEL_CALLS_PER_DAY, every plan and VIP alike);
 * false, with a log line, once it is passed. Without a model (the offline counselor) nothing counts.
 */
export async function modelCallAllowed(uid: string, now = new Date()): Promise<boolean> {
  return withinDailyCap(uid, await modelCallsToday(uid, now));
}

/** Counts a model call of `uid` and returns the day's count; undefined without a model (nothing counts). */
export async function modelCallsToday(uid: string, now = new Date()): Promise<number | undefined> {
  return aiProvider().callsPerDay === undefined ? undefined : countModelCall(uid, now);
}

/** Whether a day's count of model calls (`modelCallsToday`) is within the daily cap; logs when not. */
export function withinDailyCap(uid: string, calls: number | undefined): boolean {
  const { callsPerDay } = aiProvider();
  if (calls === undefined || callsPerDay === undefined || calls <= callsPerDay) return true;
  logger.warn('Daily model call cap reached', { uid, cap: callsPerDay });
  return false;
}

/**
 * Counts a chat message of `uid` in its window of CHAT_RATE_LIMIT: undefined within the limit, else
 * the seconds until the window ends (for Retry-After).
 */
export async function chatRateExceeded(uid: string, now = new Date()): Promise<number | undefined> {
  const window = fixedWindow(CHAT_RATE_LIMIT.windowMinutes, now);
  const count = await countInWindow(`chat-${uid}-${window.index}`, window.end);
  return count <= CHAT_RATE_LIMIT.max ? undefined : window.secondsLeft;
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
  const window = fixedWindow(SIGN_IN_FAILURE_LIMIT.windowMinutes, now);
  const account = createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32);
  const key = `signin-${account}-${window.index}`;
  if (await rateLimitReached(key, SIGN_IN_FAILURE_LIMIT.max)) {
    res.set('retry-after', String(window.secondsLeft));
    throw new ApiError(
      'rate_limited',
      `Too many failed sign-ins for this account. Please try again in ${Math.ceil(window.secondsLeft / 60)} minutes.`,
    );
  }
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await claimRateLimitSlot(key, SIGN_IN_FAILURE_LIMIT.max, window.end);
    }
    throw error;
  }
}

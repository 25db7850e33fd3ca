import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { adminAuth } from './admin.js';
import { userRecordExists } from './data/users.js';
import { ApiError } from './errors.js';

/** The verified caller, set by `requireUser`. */
export interface Caller {
  uid: string;
  email: string | undefined;
  name: string | undefined;
}

/** The verified caller of a route behind `requireUser`. */
export function caller(res: Response): Caller {
  return res.locals.caller as Caller;
}

/** The verified caller of a route behind `acceptUser`, or undefined for a visitor. */
export function callerIfAny(res: Response): Caller | undefined {
  return res.locals.caller as Caller | undefined;
}

// The claims of an ID token already verified (the JWT's middle part).
function tokenClaims(idToken: string): { uid: string; email?: string; name?: unknown } {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub?: unknown;
    email?: string;
    name?: unknown;
  };
  if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('The token names no user');
  return { uid: claims.sub, email: claims.email, name: claims.name };
}

/**
 * Middleware verifying `Authorization: Bearer <Firebase ID token>` (revocation included); answers 401
 * 'Not authenticated' otherwise. `allowDeletedUser` also accepts a genuine, unexpired token whose
 * user has since been deleted, or revoked by a deletion under way (the record is already gone, not a
 * sign-out everywhere): only for finishing that same user's account deletion on a retry.
 */
export function userVerifier(options: { allowDeletedUser?: boolean } = {}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    if (!match?.[1]) return next(new ApiError('unauthenticated'));
    try {
      const token = await adminAuth()
        .verifyIdToken(match[1], true)
        .catch(async (error: unknown) => {
          // The SDK looks the user up only after the token's signature and expiry have passed, so
          // these errors mean a genuine token of a user who is gone or whose sessions were revoked:
          // its claims can be read as they are.
          const code = (error as { code?: string }).code ?? '';
          if (!options.allowDeletedUser) throw error;
          const claims = tokenClaims(match[1]!);
          if (code === 'auth/user-not-found') return claims;
          if (code === 'auth/id-token-revoked' && !(await userRecordExists(claims.uid))) return claims;
          throw error;
        });
      res.locals.caller = {
        uid: token.uid,
        email: token.email,
        name: typeof token.name === 'string' ? token.name : undefined,
      } satisfies Caller;
      next();
    } catch {
      next(new ApiError('unauthenticated'));
    }
  };
}

/** Verifies `Authorization: Bearer <Firebase ID token>`; answers 401 'Not authenticated' otherwise. */
export const requireUser = userVerifier();

/**
 * For a public route that a signed-in person may also call (the contact form): a request without a
 * token is a visitor's; one with a token must carry a valid one, as behind `requireUser`.
 */
export const acceptUser: RequestHandler = (req, res, next) =>
  req.get('authorization') === undefined ? next() : requireUser(req, res, next);

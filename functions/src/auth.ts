import type { NextFunction, Request, Response } from 'express';
import { adminAuth } from './admin.js';
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

/** Verifies `Authorization: Bearer <Firebase ID token>`; answers 401 'Not authenticated' otherwise. */
export async function requireUser(req: Request, res: Response, next: NextFunction) {
  const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
  if (!match?.[1]) return next(new ApiError('unauthenticated'));
  try {
    const token = await adminAuth().verifyIdToken(match[1], true);
    res.locals.caller = {
      uid: token.uid,
      email: token.email,
      name: typeof token.name === 'string' ? token.name : undefined,
    } satisfies Caller;
    next();
  } catch {
    next(new ApiError('unauthenticated'));
  }
}

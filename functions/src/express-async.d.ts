import type { NextFunction, Request, Response } from 'express-serve-static-core';

// Express 5 (what runs) awaits a handler's promise and passes a rejection to next(); the
// @types/express 4 typings (what firebase-functions builds on) only know void handlers.
// This adds Express 5's promise-returning signature, so an async route is typed as what it is.
declare module 'express-serve-static-core' {
  interface RequestHandler<P, ResBody, ReqBody, ReqQuery, LocalsObj extends Record<string, unknown>> {
    (
      req: Request<P, ResBody, ReqBody, ReqQuery, LocalsObj>,
      res: Response<ResBody, LocalsObj>,
      next: NextFunction,
    ): void | Promise<void>;
  }
}

import type { RequestHandler } from 'express';
import { ApiError } from '../errors.js';

/** Ends a route chain: the path exists but not with this method. */
export const methodNotAllowed: RequestHandler = (_req, _res, next) => {
  next(new ApiError('method_not_allowed'));
};

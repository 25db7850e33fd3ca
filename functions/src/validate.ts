import type { z } from 'zod';
import { ApiError } from './errors.js';

/** Parses `input` with `schema`, or throws a 400 naming the first offending field. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const message = issue?.path.length ? `${field}: ${issue.message}` : `body: ${issue?.message}`;
  throw new ApiError('bad_request', message, { field });
}

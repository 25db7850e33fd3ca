import { isTimeZone } from '@domain/time';
import { z } from 'zod';

/** `GET /api/account/export` query: the format, and the time zone the Markdown's dates are written in. */
export const exportQuery = z.object({
  format: z.enum(['json', 'markdown'], 'Choose json or markdown').default('json'),
  tz: z.string().max(64).refine(isTimeZone, 'Not a known time zone, e.g. Europe/Paris').default('UTC'),
});

/** `DELETE /api/account` body: the typed confirmation. */
export const deleteAccountBody = z
  .object({
    confirm: z.literal('DELETE', 'Type DELETE to confirm'),
  })
  .strict();

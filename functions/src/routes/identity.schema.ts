import { PLAN_TIERS } from '@domain/plans';
import { signInSchema, signUpSchema } from '@domain/user';
import { z } from 'zod';

/**
 * `POST /api/register` body: `{email, password, name?, plan?}`. `plan` is the tier picked on a plan
 * card; the free trial gets its limits (Basic without one).
 */
export const registerBody = signUpSchema
  .extend({ plan: z.enum(PLAN_TIERS, { error: 'Choose basic, pro or elite' }).optional() })
  .strict();

/** `POST /api/login` body: `{email, password}`. */
export const loginBody = signInSchema.strict();

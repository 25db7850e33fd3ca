import { signInSchema, signUpSchema } from '@domain/user';

/** `POST /api/register` body: `{email, password, name?}`. */
export const registerBody = signUpSchema.strict();

/** `POST /api/login` body: `{email, password}`. */
export const loginBody = signInSchema.strict();

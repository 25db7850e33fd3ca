import { authErrorMessage } from '@domain/auth-errors';
import type { PlanTier } from '@domain/plans';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { apiRequest } from '../api-client';

/**
 * Creates the account through `POST /api/register`, which makes the identity account, sets the
 * display name and creates the user record with the trial on the server clock (with the limits of
 * `plan`, the tier picked on a plan card); then signs in.
 */
export async function signUp(auth: Auth, email: string, password: string, name?: string, plan?: PlanTier) {
  try {
    await apiRequest('/api/register', {
      body: { email, password, name: name ?? '', ...(plan ? { plan } : {}) },
      appCheck: true,
    });
  } catch (error) {
    throw new Error((error as Error).message || 'Signup failed', { cause: error });
  }
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    const code = error instanceof FirebaseError ? error.code : undefined;
    throw new Error(authErrorMessage(code, 'Signup failed'), { cause: error });
  }
}

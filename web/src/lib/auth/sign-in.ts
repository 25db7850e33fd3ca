import { authErrorMessage } from '@domain/auth-errors';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';

/** Signs in with email and password; throws an Error whose message says what went wrong. */
export async function signIn(auth: Auth, email: string, password: string) {
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    const code = error instanceof FirebaseError ? error.code : undefined;
    throw new Error(authErrorMessage(code, 'Login failed'), { cause: error });
  }
}

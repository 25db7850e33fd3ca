import type { PlanTier } from '@domain/plans';
import { onAuthStateChanged } from 'firebase/auth';
import { firebase } from '../firebase';
import type { AuthUser } from './auth-context';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { signUp } from './sign-up';

/** Firebase Auth, bound to the app's instance: the auth-state stream and the account actions. */
export function firebaseIdentity() {
  const { auth } = firebase();
  return {
    onUserChange: (listener: (user: AuthUser | null) => void) =>
      onAuthStateChanged(auth, (user) =>
        listener(user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null),
      ),
    signIn: (email: string, password: string) => signIn(auth, email, password),
    signUp: (email: string, password: string, name?: string, plan?: PlanTier) =>
      signUp(auth, email, password, name, plan),
    signOut: () => signOut(auth),
  };
}

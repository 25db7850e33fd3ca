import { onAuthStateChanged, type Auth, type User } from 'firebase/auth';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { signIn } from './api/sign-in';
import { signOut } from './api/sign-out';
import { signUp } from './api/sign-up';
import { AuthContext, type AuthContextValue } from './auth-context';

/** Auth backed by Firebase Auth: the state follows the SDK's auth-state stream. */
export function FirebaseAuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [state, setState] = useState<{ loading: boolean; firebaseUser: User | null }>({
    loading: true,
    firebaseUser: null,
  });
  useEffect(
    () => onAuthStateChanged(auth, (firebaseUser) => setState({ loading: false, firebaseUser })),
    [auth],
  );
  const { loading, firebaseUser } = state;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: firebaseUser
        ? { uid: firebaseUser.uid, email: firebaseUser.email, displayName: firebaseUser.displayName }
        : null,
      loading,
      signIn: (email, password) => signIn(auth, email, password),
      signUp: (email, password, name) => signUp(auth, email, password, name),
      signOut: () => signOut(auth),
      getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    }),
    [auth, firebaseUser, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

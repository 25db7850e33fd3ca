import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth-context';

// The Firebase SDK loads in its own chunk, so public pages paint before it arrives.
const loadIdentity = () => import('./api/firebase-identity').then((module) => module.firebaseIdentity());

/** Auth backed by Firebase Auth: the state follows the SDK's auth-state stream. */
export function FirebaseAuthProvider({ children }: { children: ReactNode }) {
  const [identity] = useState(loadIdentity);
  const [state, setState] = useState<{ loading: boolean; user: AuthUser | null }>({
    loading: true,
    user: null,
  });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    identity.then(
      (loaded) => {
        if (active) unsubscribe = loaded.onUserChange((user) => setState({ loading: false, user }));
      },
      (error: unknown) => {
        console.error('Could not load sign-in', error);
        if (active) setState({ loading: false, user: null });
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [identity]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: async (email, password) => (await identity).signIn(email, password),
      signUp: async (email, password, name, plan) => (await identity).signUp(email, password, name, plan),
      signOut: async () => (await identity).signOut(),
      getIdToken: async () => (await identity).getIdToken(),
    }),
    [identity, state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { env } from '../../config/env';
import { AuthContext, AuthDemandContext, type AuthContextValue, type AuthUser } from './auth-context';

type Identity = ReturnType<typeof import('./firebase-identity').firebaseIdentity>;

let identity: Promise<Identity> | undefined;

// The Firebase SDK loads in its own chunk, once, when a screen first needs it: public pages that
// never ask about the user (landing, pricing, legal) never download it.
function loadIdentity(): Promise<Identity> {
  identity ??= import('./firebase-identity').then((module) => module.firebaseIdentity());
  return identity;
}

/** Starts loading Firebase Auth ahead of a screen that will ask for it at once (/auth, /app); not in demo mode. */
export function preloadFirebaseAuth(): void {
  if (env.authMode !== 'firebase') return;
  loadIdentity().catch(() => {
    // The provider reports the failure when a screen asks.
  });
}

/** Auth backed by Firebase Auth: the state follows the SDK's auth-state stream once a screen asks for it. */
export function FirebaseAuthProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<{ loading: boolean; user: AuthUser | null }>({
    loading: true,
    user: null,
  });

  useEffect(() => {
    if (!requested) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadIdentity().then(
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
  }, [requested]);

  const demand = useCallback(() => setRequested(true), []);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: async (email, password) => (await loadIdentity()).signIn(email, password),
      signUp: async (email, password, name, plan) =>
        (await loadIdentity()).signUp(email, password, name, plan),
      signOut: async () => (await loadIdentity()).signOut(),
    }),
    [state],
  );
  return (
    <AuthDemandContext.Provider value={demand}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </AuthDemandContext.Provider>
  );
}

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setIdTokenRefusedHandler } from '../id-token';
import { AuthContext, AuthDemandContext, type AuthContextValue, type AuthUser } from './auth-context';

type Identity = ReturnType<typeof import('./firebase-identity').firebaseIdentity>;

let identity: Promise<Identity> | undefined;

// The Firebase SDK loads in its own chunk, once, when a screen first needs it: public pages that
// never ask about the user (landing, pricing, legal) never download it.
function loadIdentity(): Promise<Identity> {
  identity ??= import('./firebase-identity').then((module) => module.firebaseIdentity());
  return identity;
}

/** Starts loading Firebase Auth ahead of a screen that will ask for it at once (/auth, /app). */
export function preloadFirebaseAuth(): void {
  loadIdentity().catch(() => {
    // The provider reports the failure when a screen asks.
  });
}

// Whether a sign-out is under way: the API refusing its own last calls then (a deleted account's
// logout) is no news.
let signingOut = false;

// Runs one way of signing out with the identity service.
async function whileSigningOut(leave: (loaded: Identity) => Promise<unknown>): Promise<void> {
  signingOut = true;
  try {
    await leave(await loadIdentity());
  } finally {
    signingOut = false;
  }
}

// Ends a session the API refused, the way Sign Out does. Loaded only then, so screens that never
// write keep Firestore out of their code.
async function endRefusedSession(loaded: Identity): Promise<void> {
  const { signOutOfDevice } = await import('./sign-out-of-device');
  await signOutOfDevice(loaded.signOut, 'keep');
}

/** Auth backed by Firebase Auth: the state follows the SDK's auth-state stream once a screen asks for it. */
export function FirebaseAuthProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<{ loading: boolean; user: AuthUser | null; sessionEnded: boolean }>({
    loading: true,
    user: null,
    sessionEnded: false,
  });

  useEffect(() => {
    if (!requested) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadIdentity().then(
      (loaded) => {
        if (!active) return;
        unsubscribe = loaded.onUserChange((user) =>
          // Signing in again puts the ended session behind.
          setState((previous) => ({ loading: false, user, sessionEnded: !user && previous.sessionEnded })),
        );
      },
      (error: unknown) => {
        console.error('Could not load sign-in', error);
        if (active) setState((previous) => ({ ...previous, loading: false, user: null }));
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [requested]);

  // A 401 on a call sent with the person's token (docs/product.md#signing-out): the server has ended
  // the session, so sign out the way Sign Out does (waiting for this device's writes) and say why on /auth.
  useEffect(() => {
    setIdTokenRefusedHandler(() => {
      if (signingOut) return;
      setState((previous) => ({ ...previous, sessionEnded: true }));
      whileSigningOut(endRefusedSession).catch((error: unknown) =>
        console.error('Could not end the refused session', error),
      );
    });
    return () => setIdTokenRefusedHandler(() => {});
  }, []);

  const demand = useCallback(() => setRequested(true), []);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: async (email, password) => (await loadIdentity()).signIn(email, password),
      signUp: async (email, password, name, plan) =>
        (await loadIdentity()).signUp(email, password, name, plan),
      signOut: () => whileSigningOut((loaded) => loaded.signOut()),
    }),
    [state],
  );
  return (
    <AuthDemandContext.Provider value={demand}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </AuthDemandContext.Provider>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthUser } from './auth-context';

const DEMO_NAME = 'Demo User';

/** The starting user of demo mode: signed in at once, no identity backend (docs/product.md#demo-mode). */
export const DEMO_USER: AuthUser = { uid: 'demo-user', email: 'demo@reflectai.app', displayName: DEMO_NAME };

/** Auth without an identity backend: a fixed local demo user. */
export function DemoAuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(DEMO_USER);
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading: false,
      signIn: async (email) => setUser({ uid: DEMO_USER.uid, email, displayName: DEMO_NAME }),
      signUp: async (email, _password, name) =>
        setUser({ uid: `demo-user-${Date.now()}`, email, displayName: name || DEMO_NAME }),
      signOut: async () => setUser(null),
    }),
    [user],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

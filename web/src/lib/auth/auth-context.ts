import type { PlanTier } from '@domain/plans';
import { createContext, useContext, useEffect } from 'react';

/** The signed-in person as the app shows them. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/**
 * What the auth provider offers (docs/product.md#sign-up-and-sign-in). Actions throw an Error with a message
 * to show.
 */
export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  /** The server ended the session (the API refused the person's token) and the app signed out; until the next sign-in. */
  sessionEnded: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  /** `plan`: the tier picked on a plan card, whose limits the free trial gets. */
  signUp: (email: string, password: string, name?: string, plan?: PlanTier) => Promise<void>;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/** Tells the provider that a screen needs the auth state, so it loads its SDK only then. */
export const AuthDemandContext = createContext<() => void>(() => {});

/** The current auth state and actions; only inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  const demand = useContext(AuthDemandContext);
  useEffect(demand, [demand]);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

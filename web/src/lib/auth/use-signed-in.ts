import { useAuth, type AuthUser } from './auth-context';

/** The signed-in user on pages inside AppLayout, which renders them only for a signed-in user. */
export function useSignedIn(): { user: AuthUser } {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedIn is only for pages inside AppLayout');
  return { user };
}

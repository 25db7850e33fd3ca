import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthScreen } from '@/features/auth/components/auth-screen';

/**
 * /auth for visitors; a signed-in user goes straight to the counselor. The form shows while the auth
 * state still loads (nearly everyone here is signed out), so it need not wait for Firebase Auth.
 */
export function AuthRoute() {
  const { user } = useAuth();
  if (user) return <Navigate to={paths.app.counselor} replace />;
  return <AuthScreen />;
}

import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/auth-context';
import { AuthScreen } from '../../features/auth/components/auth-screen';
import { Loading } from './loading';

/** /auth for visitors; a signed-in user goes straight to the counselor. */
export function AuthRoute() {
  const { user, loading } = useAuth();
  if (loading) return <Loading />;
  if (user) return <Navigate to={paths.app.counselor} replace />;
  return <AuthScreen />;
}

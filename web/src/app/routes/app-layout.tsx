import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/auth-context';
import { Loading } from './loading';

/** The shell of every /app page; only for signed-in users, others go to /auth. */
export function AppLayout() {
  const { user, loading, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  if (loading) return <Loading />;
  if (!user) return <Navigate to={paths.auth} replace />;

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <div>
            <p className="text-lg font-bold text-indigo-600">ReflectAI</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Your AI counselor for mental wellness
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="max-w-[40vw] truncate text-sm text-slate-700 dark:text-slate-300">
              Welcome, {user.displayName || user.email}
            </span>
            <Button variant="secondary" onClick={leave} disabled={signingOut}>
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4">
        <Outlet />
      </div>
    </div>
  );
}

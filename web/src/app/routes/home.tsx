import { useAuth } from '../../features/auth/auth-context';
import { useGoals } from '../../features/goals/api/use-goals';
import { HomePage } from '../../features/home/components/home-page';

/** /app: Home, given the goals from here because one feature may not read another's data. */
export function HomeRoute() {
  const { user } = useAuth();
  // AppLayout renders its pages only for a signed-in user.
  return user ? <HomeWithGoals uid={user.uid} /> : null;
}

function HomeWithGoals({ uid }: { uid: string }) {
  const goals = useGoals(uid);
  return <HomePage goals={goals} />;
}

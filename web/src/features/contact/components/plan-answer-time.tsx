import { hasPrioritySupport } from '@domain/contact';
import { useAccount } from '@/lib/use-account';
import { AnswerTime } from './answer-time';

/**
 * When a signed-in person can expect an answer, from their plan as the server will read it; nothing
 * until the plan has loaded.
 */
export function PlanAnswerTime({ uid }: { uid: string }) {
  const { data: account, error } = useAccount(uid);
  if (error) return <AnswerTime priority={false} />;
  return account ? <AnswerTime priority={hasPrioritySupport(account.entitlement)} /> : null;
}

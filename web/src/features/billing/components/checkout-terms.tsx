import { checkoutTrialEnd } from '@domain/plans';
import { useAccount } from '@/lib/use-account';
import { longDate } from '@/lib/format-date';

/**
 * What choosing a plan does for the signed-in person: their free trial carries on to its end where
 * more than two days of it are left (checkout keeps it), otherwise the plan is charged today; a
 * subscriber changes plans in Settings.
 */
export function CheckoutTerms({ uid }: { uid: string }) {
  const { data: account, error } = useAccount(uid);
  if (error)
    return <p className="text-sm text-red-700 dark:text-red-300">Could not load your plan details.</p>;
  if (!account)
    return (
      <p className="text-sm text-slate-500" role="status">
        Loading your plan details...
      </p>
    );
  if (account.entitlement.source === 'subscription')
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        You have a subscription: change plans from Manage billing in Settings.
      </p>
    );
  const trialEnd = checkoutTrialEnd(account.trialStartedAt, new Date());
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {trialEnd
        ? `Your free trial carries on: nothing is charged before ${longDate(trialEnd)}, and you can cancel before then.`
        : 'Your free trial has ended: the plan you choose is charged today, then every month or year. Cancel any time.'}
    </p>
  );
}

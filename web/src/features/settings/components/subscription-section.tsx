import type { SubscriptionView } from '@domain/settings';
import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { cancelSubscription } from '../api/cancel-subscription';
import { openBillingPortal } from '../api/open-billing-portal';
import { Badge, SettingsSection, Spinner } from './settings-section';
import { longDate } from '@/lib/format-date';

/** Subscription (docs/product.md#settings-sections): loading, active (with cancelling), trial, or none. */
export function SubscriptionSection({ view }: { view: SubscriptionView | undefined }) {
  return (
    <SettingsSection title="Subscription" icon={CreditCard}>
      {!view ? (
        <Spinner label="Loading your subscription..." />
      ) : view.kind === 'active' ? (
        <ActiveSubscription view={view} />
      ) : view.kind === 'trial' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-medium text-slate-900 dark:text-white">Free Trial</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {`${view.daysLeft} ${view.daysLeft === 1 ? 'day' : 'days'} remaining`}
              {view.provider &&
                (view.canCancel
                  ? '; your plan starts when the trial ends.'
                  : '; cancelled, so nothing will be charged.')}
            </p>
          </div>
          {view.provider ? (
            <BillingActions canCancel={view.canCancel} />
          ) : (
            <Link to={paths.subscription} className={buttonClass('primary')}>
              Upgrade to Premium
            </Link>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
              No Active Subscription <Badge tone="red">Expired</Badge>
            </p>
            <p className="text-sm text-slate-500 dark:text-slate-400">Limited access to features</p>
          </div>
          <Link to={paths.subscription} className={buttonClass('primary')}>
            Subscribe Now
          </Link>
        </div>
      )}
    </SettingsSection>
  );
}

function ActiveSubscription({ view }: { view: Extract<SubscriptionView, { kind: 'active' }> }) {
  const { label, canCancel, pastDue, endsAt, manageable } = view;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
          {label} {pastDue ? <Badge tone="amber">Payment due</Badge> : <Badge tone="green">Active</Badge>}
        </p>
        {pastDue && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            Your last payment did not go through. You keep your plan while your card is retried.
          </p>
        )}
        {endsAt && (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Cancelled: you keep full access until {longDate(endsAt)}.
          </p>
        )}
      </div>
      {manageable && <BillingActions canCancel={canCancel} />}
    </div>
  );
}

/** Manage billing (the payment provider's portal) and, while it can be, Cancel Subscription. */
function BillingActions({ canCancel }: { canCancel: boolean }) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const portal = useMutation({
    mutationFn: () => openBillingPortal(),
    onError: (error) =>
      toast({ title: 'Could not open billing', description: error.message, variant: 'destructive' }),
  });
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: ({ currentPeriodEnd }) =>
      toast({
        title: 'Subscription canceled',
        description: currentPeriodEnd
          ? `You keep access until ${longDate(new Date(currentPeriodEnd))}.`
          : 'You keep access until the end of your billing period.',
      }),
    onError: (error) =>
      toast({ title: 'Could not cancel', description: error.message, variant: 'destructive' }),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={portal.isPending || portal.isSuccess}
        onClick={() => portal.mutate()}
      >
        {portal.isPending || portal.isSuccess ? 'Opening billing...' : 'Manage billing'}
      </Button>
      {canCancel && (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          alert
          title="Are you sure?"
          description="Your subscription will end at the close of the current billing period; you keep full access until then."
          trigger={
            <Button variant="secondary" disabled={cancel.isPending}>
              {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
            </Button>
          }
        >
          {/* The safe choice first, so it takes the focus. */}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose>
              <Button variant="secondary">Keep Subscription</Button>
            </DialogClose>
            <DialogClose>
              <Button variant="danger" onClick={() => cancel.mutate()}>
                Yes, Cancel Subscription
              </Button>
            </DialogClose>
          </div>
        </Dialog>
      )}
    </div>
  );
}

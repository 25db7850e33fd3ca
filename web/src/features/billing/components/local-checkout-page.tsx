import { formatPrice, planById, TRIAL_DAYS } from '@domain/plans';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { fetchLocalCheckout, usePayLocalCheckout } from '../api/local-checkout';
import { leavePageFor } from '@/lib/page-location';

/**
 * /checkout/local: the offline stand-in for Stripe's checkout page, served only by a `demo-` project
 * without Stripe keys. It takes no card: Pay creates the subscription and returns to the app.
 */
export function LocalCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const checkout = useQuery({
    queryKey: ['local-checkout', sessionId],
    queryFn: () => fetchLocalCheckout(sessionId),
    enabled: sessionId !== '',
    retry: false,
  });
  const [email, setEmail] = useState('');
  const payment = usePayLocalCheckout(sessionId);
  // Once paid, the browser is on its way to the next page: the buttons stay off.
  const paying = payment.isPending || payment.isSuccess;

  const plan = checkout.data && planById(checkout.data.planId);

  const pay = (event: FormEvent) => {
    event.preventDefault();
    payment.mutate(checkout.data?.email ? undefined : email, {
      onSuccess: (next) => leavePageFor(next),
    });
  };

  let body;
  if (!sessionId || checkout.isError) {
    body = (
      <>
        <ErrorAlert>This checkout does not exist or has expired.</ErrorAlert>
        <Link to={paths.pricing} className={buttonClass('secondary')}>
          See the plans
        </Link>
      </>
    );
  } else if (!checkout.data || !plan) {
    body = (
      <p role="status" className="text-slate-600 dark:text-slate-300">
        Loading checkout...
      </p>
    );
  } else if (!checkout.data.open) {
    body = <ErrorAlert>This checkout is already finished.</ErrorAlert>;
  } else {
    body = (
      <form onSubmit={pay} className="space-y-4">
        <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">ReflectAI {plan.name}</p>
          <p className="text-slate-700 dark:text-slate-200">
            {formatPrice(plan.price)} per {plan.interval}
          </p>
          {checkout.data.trial && (
            <p className="mt-1 text-sm text-teal-700 dark:text-teal-300">
              {checkout.data.email ? 'Free until your trial ends' : `${TRIAL_DAYS}-day free trial`}, then{' '}
              {formatPrice(plan.price)} per {plan.interval}
            </p>
          )}
        </div>
        {checkout.data.email ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">Paying as {checkout.data.email}</p>
        ) : (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        {payment.error && <ErrorAlert>{payment.error.message}</ErrorAlert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={paying}>
            {paying ? 'Paying...' : checkout.data.trial ? 'Start trial' : 'Pay'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={paying}
            onClick={() => leavePageFor(checkout.data!.cancelUrl)}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 dark:bg-slate-950">
      <div className="w-full max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-800 dark:bg-slate-900">
        <p className="flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          <FlaskConical className="size-4" aria-hidden="true" />
          Test checkout: runs offline, takes no card and charges nothing.
        </p>
        <PageHeading title="Checkout" className="text-2xl font-bold text-slate-900 dark:text-white" />
        {body}
      </div>
    </main>
  );
}

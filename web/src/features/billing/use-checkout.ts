import type { PlanId } from '@domain/plans';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';

/**
 * Starts checkout from a plan card: which plan is on its way, and a toast when it cannot start (the
 * server's words for a refusal the person can act on, such as an existing subscription).
 */
export function useCheckout(signedIn: boolean) {
  const { toast } = useToast();
  const [pending, setPending] = useState<PlanId>();
  const start = async (planId: PlanId) => {
    setPending(planId);
    try {
      // Loaded on the first click: the plan cards are on the landing page, whose first load stays small.
      const { startCheckout } = await import('./api/start-checkout');
      await startCheckout(planId, signedIn);
    } catch (error) {
      console.error('Failed to create checkout session', error);
      // An ApiError's 4xx is a refusal the person can act on (an existing subscription, say).
      const status = (error as { status?: number }).status ?? 0;
      const refused = status >= 400 && status < 500;
      toast({
        title: 'Error',
        description: refused
          ? (error as Error).message
          : 'Failed to start checkout process. Please try again.',
        variant: 'destructive',
      });
      setPending(undefined);
    }
  };
  return { start, pending };
}

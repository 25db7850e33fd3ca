import type { PlanId } from '@domain/plans';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { startCheckout } from './api/start-checkout';

/**
 * Starts checkout from a plan card: which plan is on its way, and a toast when it cannot start (the
 * server's words for a refusal the person can act on, such as an existing subscription).
 */
export function useCheckout(getIdToken: () => Promise<string | null>) {
  const { toast } = useToast();
  const [pending, setPending] = useState<PlanId>();
  const start = async (planId: PlanId) => {
    setPending(planId);
    try {
      await startCheckout(planId, await getIdToken());
    } catch (error) {
      console.error('Failed to create checkout session', error);
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast({
        title: 'Error',
        description: refused ? error.message : 'Failed to start checkout process. Please try again.',
        variant: 'destructive',
      });
      setPending(undefined);
    }
  };
  return { start, pending };
}

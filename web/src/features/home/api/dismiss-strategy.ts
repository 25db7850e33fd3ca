import type { DailyStrategyJson } from '@domain/daily-strategy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { settled } from '@/lib/local-write';
import { dailyStrategyKey } from './use-daily-strategy';

/**
 * Dismisses the day's strategy (users/{uid}/strategies/{date}: `dismissed`, the one field the rules
 * let the owner change). It hides at once; if the server refuses, it comes back.
 */
export function useDismissStrategy(uid: string) {
  const queryClient = useQueryClient();
  const setDismissed = (strategy: DailyStrategyJson, dismissed: boolean) =>
    queryClient.setQueryData(dailyStrategyKey(uid, strategy.date), { ...strategy, dismissed });
  return useMutation({
    mutationFn: (strategy: DailyStrategyJson) =>
      settled(
        updateDoc(doc(firestore(), 'users', uid, 'strategies', strategy.date), { dismissed: true }),
        'Today’s strategy could not be dismissed.',
      ),
    onMutate: (strategy) => setDismissed(strategy, true),
    onError: (_error, strategy) => setDismissed(strategy, false),
  });
}

import type { DailyStrategyJson } from '@domain/daily-strategy';
import { deviceTimeZone, localDateKey } from '@domain/time';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The query key of a person's strategy for a local day; dismissing writes the change here too. */
export const dailyStrategyKey = (uid: string, day: string) => ['daily-strategy', uid, day] as const;

/** Today's strategy (GET /api/strategy/today), for this device's time zone: made on the day's first ask. */
async function fetchDailyStrategy(timeZone: string): Promise<DailyStrategyJson> {
  const { strategy } = await apiRequest<{ strategy: DailyStrategyJson }>(
    `/api/strategy/today?timeZone=${encodeURIComponent(timeZone)}`,
    { appCheck: true },
  );
  return strategy;
}

/** The Elite daily strategy for the device's local date; kept for the day once fetched. */
export function useDailyStrategy(uid: string) {
  const timeZone = deviceTimeZone();
  const day = localDateKey(new Date(), timeZone);
  return useQuery({
    queryKey: dailyStrategyKey(uid, day),
    queryFn: () => fetchDailyStrategy(timeZone),
    staleTime: Infinity,
  });
}

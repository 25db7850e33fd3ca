import { Lightbulb } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDismissStrategy } from '../api/dismiss-strategy';
import { useDailyStrategy } from '../api/use-daily-strategy';

/** The Elite daily strategy on Home: made on the day's first open, kept all day, hidden once dismissed. */
export function DailyStrategyCard({ uid }: { uid: string }) {
  const strategy = useDailyStrategy(uid);
  const dismiss = useDismissStrategy(uid);
  if (strategy.data?.dismissed) return null;
  return (
    <section
      aria-labelledby="strategy-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 dark:border-amber-900 dark:bg-amber-950/60"
    >
      <div className="flex items-start gap-3">
        <Lightbulb className="mt-0.5 size-6 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="strategy-heading" className="font-semibold text-amber-900 dark:text-amber-100">
            Today’s strategy
          </h2>
          {strategy.isPending ? (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
              Thinking about your day...
            </p>
          ) : strategy.isError ? (
            <ErrorAlert>Today’s strategy could not be loaded right now. Please try again later.</ErrorAlert>
          ) : (
            <>
              <p className="text-amber-900 dark:text-amber-50">{strategy.data.text}</p>
              {dismiss.isError && <ErrorAlert>{dismiss.error.message}</ErrorAlert>}
              <Button variant="secondary" onClick={() => dismiss.mutate(strategy.data)}>
                Dismiss
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

import { chooseTip } from '@domain/wellbeing-tips';
import { HeartHandshake } from 'lucide-react';
import type { HomeEntry } from '../home-entry';
import type { HomeGoals } from './goals-card';

/**
 * Pro's mental health tip (docs/product.md#home): one short tip chosen from the person's own moods of the
 * last week and their goals, beside the journal reminder. Nothing until both have loaded, so the tip
 * never changes under the person's eyes.
 */
export function TipCard({
  entries,
  goals,
  now,
}: {
  entries: readonly HomeEntry[] | undefined;
  goals: HomeGoals;
  now: Date;
}) {
  if (!entries || !goals.data) return null;
  const tip = chooseTip({ now, entries, goals: goals.data });
  return (
    <aside
      aria-label="Tip for you"
      className="flex items-start gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-4 dark:border-teal-900 dark:bg-teal-950/60"
    >
      <HeartHandshake className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-300" aria-hidden />
      <p className="text-sm text-teal-900 dark:text-teal-100">{tip.text}</p>
    </aside>
  );
}

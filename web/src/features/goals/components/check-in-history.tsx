import { ErrorAlert } from '@/components/ui/alert';
import { dateAndTime } from '@/lib/format-date';
import { useCheckIns } from '../api/use-check-ins';

/** A goal's check-ins, newest first: when, the progress reported and the note. */
export function CheckInHistory({
  uid,
  goalId,
  goalTitle,
}: {
  uid: string;
  goalId: string;
  goalTitle: string;
}) {
  const { data, loading, error } = useCheckIns(uid, goalId);
  if (loading) {
    return (
      <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
        Loading check-ins...
      </p>
    );
  }
  if (error || !data) {
    return <ErrorAlert>The check-ins could not be loaded right now. Please try again later.</ErrorAlert>;
  }
  if (data.length === 0) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        No check-ins yet. Check in to record how it is going.
      </p>
    );
  }
  return (
    <ol aria-label={`Check-ins for ${goalTitle}`} className="space-y-2">
      {data.map((checkIn) => (
        <li
          key={checkIn.id}
          className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900 dark:text-white">{checkIn.progress}%</span>
            <time
              dateTime={checkIn.createdAt.toISOString()}
              className="text-xs text-slate-500 dark:text-slate-400"
            >
              {dateAndTime(checkIn.createdAt)}
            </time>
          </div>
          {checkIn.note && (
            <p className="mt-1 whitespace-pre-wrap text-slate-700 dark:text-slate-300">{checkIn.note}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

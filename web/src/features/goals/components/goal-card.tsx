import { isGoalOverdue, type CheckInInput } from '@domain/goals';
import {
  AlertTriangle,
  Archive,
  ArchiveRestore,
  CheckCircle2,
  CloudOff,
  History,
  Pencil,
  RotateCcw,
  Trash2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineConfirm } from '@/components/ui/inline-confirm';
import { ProgressBar } from '@/components/ui/progress-bar';
import { calendarDay, mediumDate } from '@/lib/format-date';
import type { GoalTransition } from '../api/set-goal-status';
import type { ListedGoal } from '../api/use-goals';
import { CheckInForm } from './check-in-form';
import { CheckInHistory } from './check-in-history';

/** One goal: progress, target date (flagged when overdue), its actions, check-in and history. */
export function GoalCard({
  uid,
  goal,
  today,
  onEdit,
  onTransition,
  onDelete,
  onCheckIn,
}: {
  uid: string;
  goal: ListedGoal;
  /** Today as 'YYYY-MM-DD' on this device, to tell overdue goals. */
  today: string;
  onEdit: (goal: ListedGoal) => void;
  onTransition: (goal: ListedGoal, transition: GoalTransition) => void;
  onDelete: (goal: ListedGoal) => void;
  onCheckIn: (goal: ListedGoal, input: CheckInInput) => void;
}) {
  const id = useId();
  const [checkingIn, setCheckingIn] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const overdue = isGoalOverdue(goal, today);
  const active = goal.status === 'active';

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold break-words text-slate-900 dark:text-white">
          {goal.title}
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          {goal.pending && (
            <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-300">
              <CloudOff className="size-3.5" aria-hidden />
              Saved on this device, will sync
            </span>
          )}
          {goal.status === 'completed' && (
            <span className="rounded-full bg-teal-100 px-2 py-0.5 text-teal-800 dark:bg-teal-900 dark:text-teal-100">
              Completed
            </span>
          )}
          {goal.status === 'archived' && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              Archived
            </span>
          )}
        </div>
      </div>

      {goal.description && (
        <p className="text-sm whitespace-pre-wrap text-slate-600 dark:text-slate-300">{goal.description}</p>
      )}

      <div className="space-y-1">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-slate-600 dark:text-slate-400">Progress</span>
          <span className="font-semibold text-slate-900 dark:text-white">{goal.progress}%</span>
        </div>
        <ProgressBar
          value={goal.progress}
          label={`${goal.title} progress`}
          tone={goal.status === 'completed' ? 'teal' : 'indigo'}
        />
      </div>

      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        {goal.targetDate &&
          (overdue ? (
            <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-300">
              <AlertTriangle className="size-3.5" aria-hidden />
              Overdue: target was {calendarDay(goal.targetDate)}
            </span>
          ) : (
            <span>Target: {calendarDay(goal.targetDate)}</span>
          ))}
        {goal.completedAt && <span>Completed {mediumDate(goal.completedAt)}</span>}
      </div>

      {checkingIn && (
        <CheckInForm
          goalTitle={goal.title}
          progress={goal.progress}
          onCancel={() => setCheckingIn(false)}
          onSave={(input) => {
            setCheckingIn(false);
            setShowHistory(true);
            onCheckIn(goal, input);
          }}
        />
      )}

      {confirmingDelete && (
        <InlineConfirm
          label="Confirm deleting this goal"
          message="Delete this goal and all its check-ins? This cannot be undone."
          confirmLabel="Yes, delete"
          onConfirm={() => onDelete(goal)}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        {active && !checkingIn && (
          <Button onClick={() => setCheckingIn(true)} className="px-3">
            Check in
          </Button>
        )}
        {active && (
          <Button variant="secondary" className="px-3" onClick={() => onTransition(goal, 'complete')}>
            <CheckCircle2 className="size-4" aria-hidden />
            Complete
          </Button>
        )}
        {goal.status === 'completed' && (
          <Button variant="secondary" className="px-3" onClick={() => onTransition(goal, 'reopen')}>
            <RotateCcw className="size-4" aria-hidden />
            Reopen
          </Button>
        )}
        {goal.status === 'archived' ? (
          <Button variant="secondary" className="px-3" onClick={() => onTransition(goal, 'unarchive')}>
            <ArchiveRestore className="size-4" aria-hidden />
            Unarchive
          </Button>
        ) : (
          <Button variant="ghost" className="px-3" onClick={() => onTransition(goal, 'archive')}>
            <Archive className="size-4" aria-hidden />
            Archive
          </Button>
        )}
        <Button variant="ghost" className="px-3" onClick={() => onEdit(goal)}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
        <Button
          variant="ghost"
          className="px-3"
          aria-expanded={showHistory}
          aria-controls={`${id}-history`}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          <History className="size-4" aria-hidden />
          History
        </Button>
        <Button variant="ghost" className="px-3" onClick={() => setConfirmingDelete(true)}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>

      {showHistory && (
        <div id={`${id}-history`}>
          <CheckInHistory uid={uid} goalId={goal.id} goalTitle={goal.title} />
        </div>
      )}
    </article>
  );
}

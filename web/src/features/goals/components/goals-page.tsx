import { localDateKey } from '@domain/time';
import { GOAL_STATUSES, goalsWithStatus, type GoalInput, type GoalStatus } from '@domain/goals';
import { Plus, Target } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useWriteStatus, WriteStatus } from '@/components/ui/write-status';
import { useAuth } from '@/lib/auth/auth-context';
import { addCheckIn } from '../api/add-check-in';
import { createGoal } from '../api/create-goal';
import { deleteGoal } from '../api/delete-goal';
import { setGoalStatus, type GoalTransition } from '../api/set-goal-status';
import { updateGoal } from '../api/update-goal';
import { useGoals, type ListedGoal } from '../api/use-goals';
import { GoalCard } from './goal-card';
import { GoalForm } from './goal-form';

const STATUS_LABELS: Record<GoalStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

const EMPTY_FILTER: Record<GoalStatus, string> = {
  active: 'No active goals. Start a new one, or bring one back from the archive.',
  completed: 'No completed goals yet. Mark a goal complete when you reach it.',
  archived: 'Nothing archived. Archive a goal to set it aside without deleting it.',
};

const DONE: Record<GoalTransition, string> = {
  complete: 'Goal completed. Well done!',
  reopen: 'Goal reopened',
  archive: 'Goal archived',
  unarchive: 'Goal restored',
};

/** One opening of the form: a fresh `key` remounts it with its own fields. */
interface FormSession {
  key: number;
  goalId?: string | undefined;
  initial?: GoalInput | undefined;
  failure?: string | undefined;
}

/** /app/goals: the person's goals by status, with the form to add and edit them and their check-ins. */
export function GoalsPage() {
  const { user } = useAuth();
  // AppLayout renders its pages only for a signed-in user.
  return user ? <Goals uid={user.uid} /> : null;
}

function Goals({ uid }: { uid: string }) {
  const { data: goals, loading, error } = useGoals(uid);
  const [status, setStatus] = useState<GoalStatus>('active');
  const [form, setForm] = useState<FormSession>();
  const { notice, problem, track, clear } = useWriteStatus();
  const forms = useRef(0);
  const today = localDateKey(new Date());

  const shown = useMemo(() => goalsWithStatus(goals ?? [], status), [goals, status]);
  const counts = useMemo(
    () => Object.fromEntries(GOAL_STATUSES.map((s) => [s, goalsWithStatus(goals ?? [], s).length])),
    [goals],
  ) as Record<GoalStatus, number>;

  const openForm = (session: Omit<FormSession, 'key'>) => {
    clear();
    forms.current += 1;
    setForm({ key: forms.current, ...session });
  };

  const isStored = (goalId: string | undefined) => goals?.some((goal) => goal.id === goalId) === true;

  const save = (input: GoalInput) => {
    const goalId = form?.goalId;
    const editing = isStored(goalId);
    setForm(undefined);
    // A new goal the server refused is retried under the id it was given.
    const write = editing && goalId ? updateGoal(uid, goalId, input) : createGoal(uid, input, goalId);
    // A refused save reopens the form with what was typed, so nothing is lost.
    track(write, editing ? 'Goal updated' : 'Goal created', (message) =>
      openForm({ goalId: write.id, initial: input, failure: `${message} Please try again.` }),
    );
    if (!editing) setStatus('active');
  };

  const transition = (goal: ListedGoal, next: GoalTransition) =>
    track(setGoalStatus(uid, goal, next), DONE[next]);

  return (
    <main id="main" className="space-y-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <PageHeading title="Goals" />
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Small steps count. Set a goal, check in as you go, and see how far you have come.
          </p>
        </div>
        <Button onClick={() => openForm({})}>
          <Plus className="size-4" aria-hidden />
          New goal
        </Button>
      </header>

      <WriteStatus notice={notice} problem={problem} />

      {form && (
        <GoalForm
          key={form.key}
          initial={form.initial}
          editing={isStored(form.goalId)}
          failure={form.failure}
          onSave={save}
          onCancel={() => setForm(undefined)}
        />
      )}

      {loading ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading your goals...
        </p>
      ) : error ? (
        <ErrorAlert>
          Your goals could not be loaded right now. Check your connection and try again.
        </ErrorAlert>
      ) : goals?.length === 0 ? (
        !form && (
          <div className="space-y-3 rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700">
            <Target className="mx-auto size-8 text-indigo-500" aria-hidden />
            <p className="font-semibold text-slate-800 dark:text-slate-100">No goals yet</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              What would you like to work towards? It can be as small as a ten-minute walk.
            </p>
            <Button onClick={() => openForm({})}>Set your first goal</Button>
          </div>
        )
      ) : (
        <section aria-label="Your goals" className="space-y-4">
          <SegmentedControl
            label="Show goals"
            layout="inline-flex"
            options={GOAL_STATUSES.map((value) => ({
              value,
              label: `${STATUS_LABELS[value]} (${counts[value]})`,
            }))}
            value={status}
            onChange={setStatus}
          />
          {shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {EMPTY_FILTER[status]}
            </p>
          ) : (
            <ul aria-label={`${STATUS_LABELS[status]} goals`} className="grid gap-4 md:grid-cols-2">
              {shown.map((goal) => (
                <li key={goal.id}>
                  <GoalCard
                    uid={uid}
                    goal={goal}
                    today={today}
                    onEdit={(chosen) =>
                      openForm({
                        goalId: chosen.id,
                        initial: {
                          title: chosen.title,
                          description: chosen.description,
                          targetDate: chosen.targetDate,
                        },
                      })
                    }
                    onTransition={transition}
                    onDelete={(chosen) => track(deleteGoal(uid, chosen.id), 'Goal deleted')}
                    onCheckIn={(chosen, input) =>
                      track(addCheckIn(uid, chosen.id, input), `Check-in saved: ${input.progress}%`)
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}

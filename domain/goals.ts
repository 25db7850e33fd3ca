/**
 * Goals (docs/product.md#goals, issue 5): goals with an optional target date, their check-ins (a note and a
 * progress percentage) and the progress summary shown on Home and Patterns. firestore.rules mirrors the
 * limits.
 */
import { z } from 'zod';
import { isDateKey } from './time';

/** Bounds on a goal and a check-in; mirrored in firestore.rules (`validGoal`, `validCheckIn`). */
export const GOAL_LIMITS = {
  titleMaxLength: 120,
  descriptionMaxLength: 1000,
  checkInNoteMaxLength: 500,
  progressMin: 0,
  progressMax: 100,
} as const;

/** A goal's states: active until completed; archived hides it from the active list. */
export const GOAL_STATUSES = ['active', 'completed', 'archived'] as const;

export type GoalStatus = (typeof GOAL_STATUSES)[number];

const { titleMaxLength, descriptionMaxLength, checkInNoteMaxLength } = GOAL_LIMITS;

/** What a person types into the goal form; the rules enforce the same bounds. */
export const goalSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the goal a title.')
    .max(titleMaxLength, `Keep the title to ${titleMaxLength} characters or fewer.`),
  description: z
    .string()
    .trim()
    .max(descriptionMaxLength, `Keep the description to ${descriptionMaxLength} characters or fewer.`),
  targetDate: z.string().refine(isDateKey, 'Choose a valid date.').nullable(),
});

/** The fields of a goal the form writes. */
export type GoalInput = z.infer<typeof goalSchema>;

/** A progress percentage: a whole number from 0 to 100. */
export const progressSchema = z
  .number('Enter a percentage from 0 to 100.')
  .int('Use a whole number.')
  .min(GOAL_LIMITS.progressMin, 'Enter a percentage from 0 to 100.')
  .max(GOAL_LIMITS.progressMax, 'Enter a percentage from 0 to 100.');

/** What a person enters in a check-in. */
export const checkInSchema = z.object({
  note: z
    .string()
    .trim()
    .max(checkInNoteMaxLength, `Keep the note to ${checkInNoteMaxLength} characters or fewer.`),
  progress: progressSchema,
});

/** The fields of a check-in. */
export type CheckInInput = z.infer<typeof checkInSchema>;

/** A stored goal as the app shows it; timestamps are the server's. */
export interface Goal {
  id: string;
  title: string;
  description: string;
  targetDate: string | null;
  status: GoalStatus;
  progress: number;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

/** A stored check-in, newest first in a goal's history. */
export interface CheckIn extends CheckInInput {
  id: string;
  createdAt: Date;
}

/**
 * Counts by status and the average progress of the active goals (0 when there are none). `completed`
 * counts every goal reached, archived ones included: archiving tidies the list, it undoes nothing.
 */
export function goalProgressSummary(goals: readonly Goal[]): {
  active: number;
  completed: number;
  archived: number;
  averageProgress: number;
} {
  const active = goals.filter((goal) => goal.status === 'active');
  const total = active.reduce((sum, goal) => sum + goal.progress, 0);
  return {
    active: active.length,
    completed: goals.filter((goal) => goal.completedAt !== null).length,
    archived: goals.filter((goal) => goal.status === 'archived').length,
    averageProgress: active.length === 0 ? 0 : Math.round(total / active.length),
  };
}

/** Whether an active goal's target day ('YYYY-MM-DD') is before `today` (the same format, local). */
export function isGoalOverdue(goal: Pick<Goal, 'status' | 'targetDate'>, today: string): boolean {
  return goal.status === 'active' && goal.targetDate !== null && goal.targetDate < today;
}

/** The goals with this status, active ones by nearest target date first (undated last), others newest first. */
export function goalsWithStatus<T extends Goal>(goals: readonly T[], status: GoalStatus): T[] {
  const matching = goals.filter((goal) => goal.status === status);
  if (status !== 'active') {
    return matching.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  }
  return matching.sort((a, b) => {
    if (a.targetDate !== b.targetDate) {
      if (a.targetDate === null) return 1;
      if (b.targetDate === null) return -1;
      return a.targetDate < b.targetDate ? -1 : 1;
    }
    return b.createdAt.getTime() - a.createdAt.getTime();
  });
}

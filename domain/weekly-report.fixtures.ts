/**
 * What the weekly report's tests build (weekly-report.test.ts, weekly-reflection.test.ts): journal
 * entries and goals as a report reads them. Tests only.
 */
import type { Goal } from './goals';
import type { Emotion } from './journal';
import type { ReportEntry } from './weekly-report';

export const NEW_YORK = 'America/New_York';

let ids = 0;
/** A journal entry written at `createdAt`, with a fresh id. */
export const reportEntry = (
  createdAt: string,
  mood: number | null,
  emotions: Emotion[] = [],
  title = '',
  body = '',
): ReportEntry => ({ id: `e${++ids}`, createdAt: new Date(createdAt), mood, emotions, title, body });

/** An active goal made in the first week of 2026, with `overrides`. */
export const reportGoal = (overrides: Partial<Goal>): Goal => ({
  id: 'g',
  title: 'Run a 5k',
  description: '',
  targetDate: null,
  status: 'active',
  progress: 0,
  createdAt: new Date('2026-01-05T10:00:00Z'),
  updatedAt: new Date('2026-01-05T10:00:00Z'),
  completedAt: null,
  ...overrides,
});

import {
  SAFETY_PLAN_SECTIONS,
  SAFETY_PLAN_SECTION_MAX_LENGTH,
  type SafetyPlan,
  type SafetyPlanKey,
} from '@domain/safety-plan';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';
import { documentListener } from '@/lib/live-listeners';
import { useLiveQuery } from '@/lib/use-live-query';

const section = (title: string) =>
  z
    .string()
    .max(
      SAFETY_PLAN_SECTION_MAX_LENGTH,
      `${title}: please keep this to ${SAFETY_PLAN_SECTION_MAX_LENGTH} characters or fewer.`,
    )
    .optional();

/** A safety plan as the app writes it: each of the five sections optional and bounded (firestore.rules). */
export const safetyPlanSchema = z.object(
  Object.fromEntries(SAFETY_PLAN_SECTIONS.map(({ key, title }) => [key, section(title)])) as Record<
    SafetyPlanKey,
    ReturnType<typeof section>
  >,
);

const planPath = (uid: string) => `users/${uid}/safety/plan`;

// Only the known sections, and only where they hold text: whatever else the document holds is ignored.
function planFrom(data: Record<string, unknown> | undefined): SafetyPlan {
  const plan: SafetyPlan = {};
  for (const { key } of SAFETY_PLAN_SECTIONS) {
    const value = data?.[key];
    if (typeof value === 'string') plan[key] = value;
  }
  return plan;
}

const listenPlan = documentListener(planFrom);

/** The person's saved safety plan, kept live; `plan` is empty while loading, on failure, and when none has been written. */
export function useSafetyPlan(uid: string): { plan: SafetyPlan; loading: boolean; error: Error | undefined } {
  const { data, loading, error } = useLiveQuery(planPath(uid), listenPlan);
  return { plan: data ?? {}, loading, error };
}

/** Checks the plan against the section bounds and saves it to users/{uid}/safety/plan (merged). */
export async function saveSafetyPlan(uid: string, plan: SafetyPlan): Promise<void> {
  const parsed = safetyPlanSchema.safeParse(plan);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Your safety plan is too long.');
  const sections = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  try {
    await setDoc(
      doc(firestore(), planPath(uid)),
      { ...sections, updatedAt: serverTimestamp() },
      { merge: true },
    );
  } catch (error) {
    console.error('Could not save the safety plan', error);
    throw new Error(
      'Your safety plan could not be saved just now. Your words are still here: please try again.',
      {
        cause: error,
      },
    );
  }
}

import {
  SAFETY_PLAN_SECTIONS,
  SAFETY_PLAN_SECTION_MAX_LENGTH,
  type SafetyPlan,
  type SafetyPlanKey,
} from '@domain/safety-plan';
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';

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

const planRef = (uid: string) => doc(firestore(), 'users', uid, 'safety', 'plan');

// Only the known sections, and only where they hold text: whatever else the document holds is ignored.
function planFrom(data: Record<string, unknown> | undefined): SafetyPlan {
  const plan: SafetyPlan = {};
  for (const { key } of SAFETY_PLAN_SECTIONS) {
    const value = data?.[key];
    if (typeof value === 'string') plan[key] = value;
  }
  return plan;
}

interface PlanState {
  uid: string;
  plan: SafetyPlan;
  error: Error | undefined;
}

/** The person's saved safety plan, kept live; `plan` is empty when none has been written. */
export function useSafetyPlan(uid: string): { plan: SafetyPlan; loading: boolean; error: Error | undefined } {
  const [state, setState] = useState<PlanState>();

  useEffect(
    () =>
      onSnapshot(
        planRef(uid),
        (snapshot) => setState({ uid, plan: planFrom(snapshot.data()), error: undefined }),
        (error) => {
          console.error('Could not load the safety plan', error);
          setState({ uid, plan: {}, error });
        },
      ),
    [uid],
  );

  // A state left from another uid is not this person's plan: loading until the new snapshot arrives.
  if (state?.uid !== uid) return { plan: {}, loading: true, error: undefined };
  return { plan: state.plan, loading: false, error: state.error };
}

/** Checks the plan against the section bounds and saves it to users/{uid}/safety/plan (merged). */
export async function saveSafetyPlan(uid: string, plan: SafetyPlan): Promise<void> {
  const parsed = safetyPlanSchema.safeParse(plan);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Your safety plan is too long.');
  const sections = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  try {
    await setDoc(planRef(uid), { ...sections, updatedAt: serverTimestamp() }, { merge: true });
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

import { BILLING_INTERVALS, type SelectedPlan } from '@domain/plans';
// zod/mini: plan cards are on the landing page, whose first load stays small.
import * as z from 'zod/mini';

/** Session storage key of the plan picked on a plan card (spec §3). */
const SELECTED_PLAN_KEY = 'selectedPlan';

const selectedPlanSchema = z.object({
  name: z.string(),
  stripePriceId: z.string(),
  price: z.number(),
  interval: z.enum(BILLING_INTERVALS),
}) satisfies z.ZodMiniType<SelectedPlan>;

/** Remembers the plan picked on a card for the sign-up that follows; storage failures are ignored. */
export function storeSelectedPlan(plan: SelectedPlan): void {
  try {
    sessionStorage.setItem(SELECTED_PLAN_KEY, JSON.stringify(plan));
  } catch (error) {
    // Storage can be full or disabled; sign-up then starts the trial on Basic.
    console.warn('Could not remember the selected plan', error);
  }
}

/** The plan a visitor picked on a plan card (session storage `selectedPlan`), if any and well-formed. */
export function selectedPlanFromSession(): SelectedPlan | undefined {
  try {
    const parsed = selectedPlanSchema.safeParse(
      JSON.parse(sessionStorage.getItem(SELECTED_PLAN_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

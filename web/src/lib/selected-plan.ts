import { BILLING_INTERVALS, type SelectedPlan } from '@domain/plans';

/** Session storage key of the plan picked on a plan card (docs/product.md#browser-storage). */
const SELECTED_PLAN_KEY = 'selectedPlan';

// Checked by hand, not with zod: plan cards are on the landing page, whose first load stays small.
function isSelectedPlan(value: unknown): value is SelectedPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Record<string, unknown>;
  return (
    typeof plan.name === 'string' &&
    typeof plan.stripePriceId === 'string' &&
    typeof plan.price === 'number' &&
    (BILLING_INTERVALS as readonly unknown[]).includes(plan.interval)
  );
}

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
    const stored: unknown = JSON.parse(sessionStorage.getItem(SELECTED_PLAN_KEY) ?? 'null');
    if (!isSelectedPlan(stored)) return undefined;
    const { name, stripePriceId, price, interval } = stored;
    return { name, stripePriceId, price, interval };
  } catch {
    return undefined;
  }
}

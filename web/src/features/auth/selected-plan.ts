import { z } from 'zod';

const selectedPlanSchema = z.object({
  name: z.string(),
  stripePriceId: z.string(),
  price: z.number(),
  interval: z.string(),
});

/** The plan a visitor picked on a plan card (session storage `selectedPlan`), if any and well-formed. */
export function selectedPlanFromSession() {
  try {
    const parsed = selectedPlanSchema.safeParse(JSON.parse(sessionStorage.getItem('selectedPlan') ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

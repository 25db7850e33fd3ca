import type { Entitlement } from './plans';

/** How deep the counselor works (docs/product.md#modes-and-training): one mode per plan. */
export const COUNSELOR_MODES = ['supportive', 'advanced', 'elite'] as const;
export type CounselorMode = (typeof COUNSELOR_MODES)[number];

/**
 * The counselor mode an entitlement grants: VIP and Elite the elite mode, Pro the advanced one, Basic
 * (and no access at all) the supportive one. A trial is decided by its tier like a subscription: the app's
 * trial grants the plan chosen at sign-up (Basic without one), so a Pro trial works in the advanced mode.
 */
export function counselorMode(granted: Pick<Entitlement, 'source' | 'tier'>): CounselorMode {
  if (granted.source === 'vip' || granted.tier === 'elite') return 'elite';
  return granted.tier === 'pro' ? 'advanced' : 'supportive';
}

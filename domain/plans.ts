/** Paid plan tiers a user record may carry. */
export const PLAN_TIERS = ['basic', 'pro', 'elite'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Length of the free trial, in days; every text that names the trial length derives from this. */
export const TRIAL_DAYS = 7;

/** `monthlyLimit` for unlimited sessions (spec §3 usage record). */
export const UNLIMITED = -1;

/** AI counselor sessions per calendar month (UTC), by plan (spec §9). */
export const MONTHLY_SESSION_LIMITS: Record<PlanTier, number> = { basic: 10, pro: 25, elite: UNLIMITED };

/**
 * A session is one conversation, counted when its first user message is answered. It stays open
 * while messages keep coming; after this much silence, or this many user messages, the next
 * message opens a new session.
 */
export const SESSION_RULES = { idleMinutes: 60, maxUserMessages: 100 } as const;

/** The plan-related fields of a user record. */
export interface PlanHolder {
  subscriptionPlan: PlanTier | null;
  subscriptionStatus?: string | null;
  isVipUser: boolean;
  trialStartedAt: Date;
  /** The plan chosen at sign-up, whose limits a trial gets. */
  trialPlan?: PlanTier | null;
}

/** What a user may do right now: their effective plan and monthly session limit, or no access. */
export type Access =
  | { kind: 'vip'; plan: PlanTier | null; monthlyLimit: number }
  | { kind: 'subscribed'; plan: PlanTier; monthlyLimit: number }
  | { kind: 'trial'; plan: PlanTier; monthlyLimit: number; trialEndsAt: Date }
  | { kind: 'expired'; trialEndsAt: Date };

/** When a trial that started at `trialStartedAt` ends. */
export function trialEndsAt(trialStartedAt: Date): Date {
  return new Date(trialStartedAt.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether the subscription status gives paid access (Stripe's own trial counts). */
export function hasActiveSubscription(user: PlanHolder): boolean {
  return user.subscriptionPlan !== null && ['active', 'trialing'].includes(user.subscriptionStatus ?? '');
}

/** The access a user has at `now`: VIP, a paid plan, the free trial, or expired. */
export function accessAt(user: PlanHolder, now: Date): Access {
  if (user.isVipUser) return { kind: 'vip', plan: user.subscriptionPlan, monthlyLimit: UNLIMITED };
  if (hasActiveSubscription(user) && user.subscriptionPlan) {
    const plan = user.subscriptionPlan;
    return { kind: 'subscribed', plan, monthlyLimit: MONTHLY_SESSION_LIMITS[plan] };
  }
  const ends = trialEndsAt(user.trialStartedAt);
  if (now < ends) {
    const plan = user.trialPlan ?? 'basic';
    return { kind: 'trial', plan, monthlyLimit: MONTHLY_SESSION_LIMITS[plan], trialEndsAt: ends };
  }
  return { kind: 'expired', trialEndsAt: ends };
}

/** The usage period (calendar month, UTC) that `now` falls in, e.g. "2026-11". */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** When the usage of the period containing `now` resets: the first instant of the next UTC month. */
export function usageResetDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The spec's usage record (§3), as `GET /api/chatbot/usage` returns it. */
export interface UsageRecord {
  isVipUser: boolean;
  monthlyLimit: number;
  used: number;
  remaining: number;
  currentPlan: PlanTier | null;
  hasActiveSubscription: boolean;
  resetDate: string;
}

/** Builds the usage record from the user, the sessions used this period and the time. */
export function usageRecord(user: PlanHolder, used: number, now: Date): UsageRecord {
  const access = accessAt(user, now);
  const monthlyLimit = access.kind === 'expired' ? 0 : access.monthlyLimit;
  return {
    isVipUser: user.isVipUser,
    monthlyLimit,
    used,
    remaining: monthlyLimit === UNLIMITED ? UNLIMITED : Math.max(0, monthlyLimit - used),
    currentPlan: access.kind === 'expired' ? user.subscriptionPlan : access.plan,
    hasActiveSubscription: hasActiveSubscription(user),
    resetDate: usageResetDate(now).toISOString(),
  };
}

/** A conversation's open session, as the server records it. */
export interface SessionState {
  lastMessageAt: Date;
  sessionUserMessages: number;
}

/** Whether the next user message needs a new session (and so counts against the monthly limit). */
export function needsNewSession(session: SessionState | undefined, now: Date): boolean {
  if (!session) return true;
  const idleMs = now.getTime() - session.lastMessageAt.getTime();
  return (
    idleMs > SESSION_RULES.idleMinutes * 60_000 ||
    session.sessionUserMessages >= SESSION_RULES.maxUserMessages
  );
}

import { capitalise } from './text';

/** Paid plan tiers a user record may carry. */
export const PLAN_TIERS = ['basic', 'pro', 'elite'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Length of the free trial, in days; every text that names the trial length derives from this. */
export const TRIAL_DAYS = 7;

/** `monthlyLimit` for unlimited sessions (docs/product.md#session-limits). */
export const UNLIMITED = -1;

/** AI counselor sessions per calendar month (UTC), by plan (docs/product.md#session-limits). */
export const MONTHLY_SESSION_LIMITS: Record<PlanTier, number> = { basic: 10, pro: 25, elite: UNLIMITED };

/** A trial is never unlimited: an Elite trial (the app's or the payment provider's) has this many sessions. */
export const TRIAL_SESSION_CAP = 30;

/**
 * A session is one conversation, counted when its first user message is answered. It stays open
 * while messages keep coming; after this much silence, or this many user messages, the next
 * message opens a new session.
 */
export const SESSION_RULES = { idleMinutes: 60, maxUserMessages: 100 } as const;

/**
 * Subscription statuses (Stripe's) that give the subscribed plan. `past_due` keeps it while the
 * payment provider retries the card; `canceled`, `unpaid`, `incomplete`, `incomplete_expired` and
 * `paused` do not.
 */
export const GRANTING_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** Statuses after which a subscription can never charge again; any other may still bill the card. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;

/** The plan-related fields of a user record. */
export interface PlanHolder {
  subscriptionPlan: PlanTier | null;
  subscriptionStatus?: string | null;
  isVipUser: boolean;
  trialStartedAt: Date;
  /** The plan chosen at sign-up, whose limits a trial gets. */
  trialPlan?: PlanTier | null;
  /** When the payment provider's own trial ends (status `trialing`). */
  stripeTrialEnd?: Date | null;
  /** When the paid period ends; with `cancelAtPeriodEnd` the subscription stops then. */
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
}

/** Where a person's access comes from. */
export type EntitlementSource = 'vip' | 'subscription' | 'trial' | 'none';

/** What a person may use right now: the one answer every screen and endpoint reads. */
export interface Entitlement {
  source: EntitlementSource;
  /** The plan whose limits apply; null without access, or for VIP without a plan. */
  tier: PlanTier | null;
  /** AI counselor sessions per month: UNLIMITED, or 0 without access. */
  monthlyLimit: number;
  voice: boolean;
  blueprints: boolean;
  weeklyReports: boolean;
  /** A subscription whose renewal failed: kept while the card is retried, and said so on screen. */
  pastDue: boolean;
  /** When the free time ends: the app's trial, or the payment provider's; null otherwise. */
  trialEndsAt: Date | null;
}

/** Plans whose holders may record voice messages and hear replies spoken (docs/product.md#voice). */
export const VOICE_PLANS = ['pro', 'elite'] as const satisfies readonly PlanTier[];

/** Plans whose holders get the Mental Health Blueprints (docs/product.md#mental-health-blueprints). */
export const BLUEPRINT_PLANS = ['pro', 'elite'] as const satisfies readonly PlanTier[];

/** When a trial that started at `trialStartedAt` ends. */
export function trialEndsAt(trialStartedAt: Date): Date {
  return new Date(trialStartedAt.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}

// Checkout's own rule: a trial set by its end date must end at least 48 hours ahead.
const MIN_CHECKOUT_TRIAL_MS = 48 * 60 * 60 * 1000;

/**
 * Where a signed-in person's checkout keeps their free trial: its end, when the app trial has more
 * than two days left (nothing is charged before it); undefined when they pay at once.
 */
export function checkoutTrialEnd(trialStartedAt: Date, now: Date): Date | undefined {
  const end = trialEndsAt(trialStartedAt);
  return end.getTime() - now.getTime() > MIN_CHECKOUT_TRIAL_MS ? end : undefined;
}

const inPlans = (plans: readonly PlanTier[], tier: PlanTier | null) => tier !== null && plans.includes(tier);

/**
 * Whether an entitlement includes a feature of `plans` that VIP also gets (the daily strategy,
 * priority support, early access, tips): VIP always, anyone else by the tier that applies to them,
 * a trial's included.
 */
export function includesPlanFeature(
  plans: readonly PlanTier[],
  granted: Pick<Entitlement, 'source' | 'tier'>,
): boolean {
  return granted.source === 'vip' || inPlans(plans, granted.tier);
}

function sourceOf(user: PlanHolder, now: Date): EntitlementSource {
  if (user.isVipUser) return 'vip';
  const status = user.subscriptionStatus ?? '';
  if (user.subscriptionPlan && (GRANTING_STATUSES as readonly string[]).includes(status))
    return 'subscription';
  return now < trialEndsAt(user.trialStartedAt) ? 'trial' : 'none';
}

/**
 * What `user` may use at `now`, from the record alone. VIP first (unlimited and voice; Blueprints only with a
 * Pro or Elite plan; docs/product.md#entitlement), then a subscription in a granting status, then the app's
 * free trial with the limits and features of the plan chosen at sign-up; otherwise nothing.
 */
export function entitlement(user: PlanHolder, now: Date): Entitlement {
  const source = sourceOf(user, now);
  const tier =
    source === 'trial' ? (user.trialPlan ?? 'basic') : source === 'none' ? null : user.subscriptionPlan;
  const providerTrial = source === 'subscription' && user.subscriptionStatus === 'trialing';
  const planLimit = tier ? MONTHLY_SESSION_LIMITS[tier] : 0;
  const trialing = source === 'trial' || providerTrial;
  return {
    source,
    tier,
    monthlyLimit:
      source === 'vip' ? UNLIMITED : trialing && planLimit === UNLIMITED ? TRIAL_SESSION_CAP : planLimit,
    voice: source === 'vip' || inPlans(VOICE_PLANS, tier),
    blueprints: inPlans(BLUEPRINT_PLANS, tier),
    weeklyReports: source !== 'none',
    pastDue: source === 'subscription' && user.subscriptionStatus === 'past_due',
    trialEndsAt:
      source === 'trial'
        ? trialEndsAt(user.trialStartedAt)
        : providerTrial
          ? (user.stripeTrialEnd ?? null)
          : null,
  };
}

/** An entitlement as the API sends it: the trial's end as an ISO string. */
export type EntitlementJson = Omit<Entitlement, 'trialEndsAt'> & { trialEndsAt: string | null };

/** The entitlement of `user` at `now`, ready to send. */
export function entitlementJson(user: PlanHolder, now: Date): EntitlementJson {
  const granted = entitlement(user, now);
  return { ...granted, trialEndsAt: granted.trialEndsAt?.toISOString() ?? null };
}

/** The usage period (calendar month, UTC) that `now` falls in, e.g. "2026-11". */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** When the usage of the period containing `now` resets: the first instant of the next UTC month. */
export function usageResetDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * The usage record (docs/product.md#usage-meter), as `GET /api/chatbot/usage` returns it, with what the plan
 * unlocks.
 */
export interface UsageRecord {
  isVipUser: boolean;
  monthlyLimit: number;
  used: number;
  remaining: number;
  currentPlan: PlanTier | null;
  hasActiveSubscription: boolean;
  resetDate: string;
  /** Beyond the spec: voice and the payment state, so the app never decides them apart from the server. */
  voice: boolean;
  pastDue: boolean;
}

/** Builds the usage record from the user, the sessions used this period and the time. */
export function usageRecord(user: PlanHolder, used: number, now: Date): UsageRecord {
  const granted = entitlement(user, now);
  return {
    isVipUser: user.isVipUser,
    monthlyLimit: granted.monthlyLimit,
    used,
    remaining: granted.monthlyLimit === UNLIMITED ? UNLIMITED : Math.max(0, granted.monthlyLimit - used),
    currentPlan: granted.tier,
    hasActiveSubscription: granted.source === 'subscription',
    resetDate: usageResetDate(now).toISOString(),
    voice: granted.voice,
    pastDue: granted.pastDue,
  };
}

/**
 * A conversation's session, as the server records it: when its last counted message came and how many
 * it has counted. A conversation that a crisis opened has counted none, so it has no session yet.
 */
export interface SessionState {
  lastMessageAt: Date;
  sessionUserMessages: number;
}

/** Whether the next user message needs a new session (and so counts against the monthly limit). */
export function needsNewSession(session: SessionState | undefined, now: Date): boolean {
  if (!session || session.sessionUserMessages === 0) return true;
  const idleMs = now.getTime() - session.lastMessageAt.getTime();
  return (
    idleMs > SESSION_RULES.idleMinutes * 60_000 ||
    session.sessionUserMessages >= SESSION_RULES.maxUserMessages
  );
}

/** How often a plan is billed (month or year; docs/product.md#plan-catalogue). */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** A plan's id, e.g. 'pro-annually'; until checkout exists it is also the `stripePriceId` a card stores. */
export type PlanId = `${PlanTier}-${'monthly' | 'annually'}`;

/** One entry of the plan catalogue (docs/product.md#plan-catalogue). */
export interface Plan {
  id: PlanId;
  tier: PlanTier;
  name: string;
  price: number;
  interval: BillingInterval;
  description: string;
  /** What the plan offers; an entry containing 'Limited to' is a limitation (see isLimitation). */
  features: readonly string[];
  popular: boolean;
}

/** The words that mark a feature entry as a limitation, shown with a cross (docs/product.md#pricing-page). */
const LIMITATION_MARK = 'Limited to';

const sessionsFeature = (tier: PlanTier) => {
  const limit = MONTHLY_SESSION_LIMITS[tier];
  return limit === UNLIMITED ? 'Unlimited AI counselor sessions' : `${limit} AI counselor sessions per month`;
};

// Prices and features per tier (docs/product.md#plan-catalogue); the session line comes from
// MONTHLY_SESSION_LIMITS.
const TIERS: Record<
  PlanTier,
  { name: string; description: string; prices: Record<BillingInterval, number>; features: string[] }
> = {
  basic: {
    name: 'Basic',
    description: 'Everyday support to talk things through and build a journaling habit.',
    prices: { month: 14.99, year: 152.9 },
    features: [
      sessionsFeature('basic'),
      'Text conversations with your AI counselor',
      'Manual text journaling',
      'Daily motivational quotes',
      'Basic counselor mode',
      'Weekly mood analysis and reports',
      `${LIMITATION_MARK} text: no voice conversation`,
    ],
  },
  pro: {
    name: 'Pro',
    description: 'More sessions, voice and deeper counseling for regular support.',
    prices: { month: 24.99, year: 254.9 },
    features: [
      sessionsFeature('pro'),
      'Voice conversation',
      'Voice and text journaling input',
      'Advanced counselor mode with deeper prompts',
      'Mental health tips and reminders',
      'Weekly reports',
    ],
  },
  elite: {
    name: 'Elite',
    description: 'Unlimited support with a growth plan made for you.',
    prices: { month: 50, year: 450 },
    features: [
      sessionsFeature('elite'),
      'Voice conversation',
      'Weekly reports',
      'Personalized counselor training',
      '1:1 AI growth blueprint',
      'Personalized daily strategy messages',
      'Early access to new features',
      'Priority support',
    ],
  },
};

/** The tier flagged Popular (Most Popular on the plans screen). */
const POPULAR_TIER: PlanTier = 'pro';

/** The plan catalogue: each tier monthly, then each tier annually. */
export const PLANS: readonly Plan[] = BILLING_INTERVALS.flatMap((interval) =>
  PLAN_TIERS.map((tier): Plan => ({
    id: `${tier}-${interval === 'month' ? 'monthly' : 'annually'}`,
    tier,
    name: TIERS[tier].name,
    price: TIERS[tier].prices[interval],
    interval,
    description: TIERS[tier].description,
    features: TIERS[tier].features,
    popular: tier === POPULAR_TIER,
  })),
);

/** A tier's display name, e.g. 'Pro'. */
export function tierName(tier: PlanTier): string {
  return TIERS[tier].name;
}

/** The plan as the chat's usage meter names it (docs/product.md#usage-meter): 'Basic Plan', 'Pro Plan', else its name. */
export function meterPlanLabel(plan: string | null): string {
  if (plan === 'basic') return 'Basic Plan';
  if (plan === 'pro') return 'Pro Plan';
  if (!plan) return 'No Plan';
  return capitalise(plan);
}

/** The plan an upgrade notice names (docs/product.md#plan-notices): 'pro' is Pro, anything else Unlimited. */
export function upgradePlanLabel(requiredPlan: string): string {
  return requiredPlan === 'pro' ? 'Pro' : 'Unlimited';
}

/** The catalogue entry with this id, if any. */
export function planById(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** The three plans billed at `interval`, Basic to Elite. */
export function plansFor(interval: BillingInterval): Plan[] {
  return PLANS.filter((plan) => plan.interval === interval);
}

/** Whether a feature entry is a limitation rather than something the plan offers. */
export function isLimitation(feature: string): boolean {
  return feature.includes(LIMITATION_MARK);
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What a year of the annual plan saves against twelve monthly payments, in dollars
 * (docs/product.md#plan-catalogue).
 */
export function annualSaving(tier: PlanTier): number {
  return cents(12 * TIERS[tier].prices.month - TIERS[tier].prices.year);
}

/** The annual saving as a whole percentage of twelve monthly payments: 15 for Basic and Pro, 25 for Elite. */
export function annualSavingPercent(tier: PlanTier): number {
  return Math.round((100 * annualSaving(tier)) / (12 * TIERS[tier].prices.month));
}

/** The annual price spread over twelve months, in dollars. */
export function monthlyEquivalent(tier: PlanTier): number {
  return cents(TIERS[tier].prices.year / 12);
}

/** A price as shown on the cards: '$50', '$14.99', '$152.90'. */
export function formatPrice(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** Texts that name the trial length, derived from TRIAL_DAYS. */
export const TRIAL_TEXTS = {
  cta: `Start ${TRIAL_DAYS}-Day Free Trial`,
} as const;

/**
 * The plan a visitor picked on a card, as session storage `selectedPlan` holds it
 * (docs/product.md#browser-storage).
 */
export interface SelectedPlan {
  name: string;
  /** The plan's id until checkout exists, e.g. 'pro-annually'. */
  stripePriceId: string;
  price: number;
  interval: BillingInterval;
}

/** The `selectedPlan` record for a catalogue plan. */
export function selectedPlanOf(plan: Plan): SelectedPlan {
  return { name: plan.name, stripePriceId: plan.id, price: plan.price, interval: plan.interval };
}

/** The tier of a selected plan, whose limits the trial gets; undefined for a plan the catalogue lacks. */
export function tierOfSelectedPlan(selected: SelectedPlan): PlanTier | undefined {
  return planById(selected.stripePriceId)?.tier;
}

/** The offline test checkout (demo- projects without Stripe keys), as its page shows it. */
export interface LocalCheckout {
  id: string;
  planId: PlanId;
  /** The buyer's email when known (signed in); a visitor gives it on the page. */
  email: string | null;
  /** Whether it starts a trial rather than charging at once. */
  trial: boolean;
  open: boolean;
  cancelUrl: string;
}

import type { PlanId, PlanTier } from '@domain/plans';
import { config, isDemoProject } from '../config.js';
import { ApiError } from '../errors.js';
import { localBilling } from './local-billing.js';
import { stripeBilling } from './stripe.js';

/** A subscription as the billing provider holds it now: the only truth the user record follows. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  /** The account it was bought for, once known (checkout while signed in, or account creation). */
  uid: string | null;
  tier: PlanTier | null;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A checkout session as the provider holds it now. */
export interface CheckoutSessionState {
  id: string;
  /** Paid, or a trial started without payment: the subscription exists. */
  complete: boolean;
  customerEmail: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  planId: PlanId | null;
  /** The signed-in account that started it (`client_reference_id`); null for a new visitor. */
  uid: string | null;
  /** When it was created: an account made for it is newer. */
  createdAt: Date;
}

/** What a checkout is for. `trialEnd` keeps an app trial's days; `trialDays` gives a visitor a trial. */
export interface CheckoutParams {
  planId: PlanId;
  successUrl: string;
  cancelUrl: string;
  uid?: string;
  customerId?: string;
  email?: string;
  trialEnd?: Date;
  trialDays?: number;
}

/** The payment provider behind checkout, subscriptions and the billing portal. */
export interface BillingProvider {
  readonly kind: 'stripe' | 'local';
  createCheckout(params: CheckoutParams): Promise<{ id: string; url: string }>;
  checkoutSession(id: string): Promise<CheckoutSessionState | undefined>;
  subscription(id: string): Promise<SubscriptionState | undefined>;
  /** Every subscription of a customer, ended ones included. */
  customerSubscriptions(customerId: string): Promise<SubscriptionState[]>;
  /** Records the account on the subscription, so its later events find the person. */
  linkSubscription(id: string, uid: string): Promise<SubscriptionState>;
  cancelAtPeriodEnd(id: string): Promise<SubscriptionState>;
  /** Ends the subscription at once, with no further charge (the account it paid for is being deleted). */
  cancelNow(id: string): Promise<void>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/**
 * Stripe when a secret key is configured; otherwise the local checkout, which only a `demo-` project
 * may use, so a real deployment without keys refuses payments rather than giving plans away.
 */
export function billing(): BillingProvider {
  const { stripe, projectId } = config();
  if (stripe) return stripeBilling(stripe);
  if (isDemoProject(projectId)) return localBilling();
  throw new ApiError('unavailable', 'Payments are not configured yet. Please try again later.');
}

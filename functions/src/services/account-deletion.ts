import { ENDED_STATUSES } from '@domain/plans';
import { deleteAccountData } from '../data/account.js';
import { readBillingAccount } from '../data/users.js';
import { billing } from '../providers/billing.js';

/**
 * Deletes a person's account, as their own Delete account and `npm run admin -- user delete` do:
 * first ends a subscription that could still charge them (nobody pays on for an account that is
 * gone; its webhook then finds no record to write), then every document and the sign-in. Safe to
 * retry: a subscription already ended is left alone.
 */
export async function deleteAccount(uid: string) {
  const subscriptionId = (await readBillingAccount(uid))?.stripeSubscriptionId;
  if (subscriptionId) {
    const provider = billing();
    const state = await provider.subscription(subscriptionId);
    if (state && !(ENDED_STATUSES as readonly string[]).includes(state.status))
      await provider.cancelNow(subscriptionId);
  }
  await deleteAccountData(uid);
}

import { ENDED_STATUSES } from '@domain/plans';
import { deleteAccountData } from '../data/account.js';
import { readBillingAccount } from '../data/users.js';
import { billing } from '../providers/billing.js';

/**
 * Deletes a person's account, as their own Delete account and `npm run admin -- user delete` do:
 * first ends every subscription that could still charge them, the record's and any other of their
 * customer's (nobody pays on for an account that is gone; the webhooks then find no record to
 * write), then every document and the sign-in. Safe to retry: a subscription already ended is left
 * alone.
 */
export async function deleteAccount(uid: string) {
  const account = await readBillingAccount(uid);
  if (account?.stripeSubscriptionId || account?.stripeCustomerId) {
    const provider = billing();
    const states = account.stripeCustomerId
      ? await provider.customerSubscriptions(account.stripeCustomerId)
      : [];
    if (account.stripeSubscriptionId && !states.some((state) => state.id === account.stripeSubscriptionId)) {
      const state = await provider.subscription(account.stripeSubscriptionId);
      if (state) states.push(state);
    }
    const live = states.filter((state) => !(ENDED_STATUSES as readonly string[]).includes(state.status));
    await Promise.all(live.map((state) => provider.cancelNow(state.id)));
  }
  await deleteAccountData(uid);
}

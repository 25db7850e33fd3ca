import {
  COUNSELOR_TRAINING_FEATURE,
  preferencesTaught,
  trainsCounselor,
  type ReplyFeedbackAnswer,
  type ReplyFeedbackBody,
} from '@domain/counselor-training';
import { entitlement } from '@domain/plans';
import { rateReply } from '../data/conversations.js';
import { teachPreferences } from '../data/preferences.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError } from '../errors.js';

/**
 * Counselor training: keeps the rating on the reply and stores the preferences it teaches. Elite and VIP
 * only (403 subscription_required otherwise); 404 for a reply the conversation does not have.
 */
export async function trainCounselor(
  uid: string,
  feedback: ReplyFeedbackBody,
  now = new Date(),
): Promise<ReplyFeedbackAnswer> {
  const user = await readPlanHolder(uid);
  if (!user) throw new ApiError('no_account');
  if (!trainsCounselor(entitlement(user, now))) {
    throw new ApiError(
      'subscription_required',
      `Subscription required. ${COUNSELOR_TRAINING_FEATURE} is part of Elite.`,
      {
        feature: COUNSELOR_TRAINING_FEATURE,
        requiredPlans: ['elite'],
      },
    );
  }
  const { conversationId, messageId, rating, note } = feedback;
  if (!(await rateReply(uid, conversationId, messageId, { rating, note, now })))
    throw new ApiError('not_found', 'No such reply');
  const taught = preferencesTaught(rating, note);
  await teachPreferences(uid, taught, now);
  return { taught: taught.map(({ key, text }) => ({ key, text })) };
}

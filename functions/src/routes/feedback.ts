import { Router } from 'express';
import { hasPrioritySupport, PUBLIC_FORM_RATE_LIMIT, type FeedbackReceipt } from '@domain/contact';
import { entitlement } from '@domain/plans';
import { acceptUser, callerIfAny } from '../auth.js';
import { addFeedback } from '../data/feedback.js';
import { readPlanHolder } from '../data/users.js';
import { enforceAddressLimit } from '../rate-limit.js';
import { parse } from '../validate.js';
import { feedbackBody } from './feedback.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';

/**
 * `POST /api/feedback`: stores a message from the contact form, from a visitor or a signed-in person;
 * answers whether it is priority, which only the sender's own plan decides.
 */
export const feedbackRoutes = Router();

// Whether the verified sender's plan brings priority support; a visitor's message never has it.
async function sentWithPriority(uid: string | undefined): Promise<boolean> {
  const user = uid === undefined ? undefined : await readPlanHolder(uid);
  return user !== undefined && hasPrioritySupport(entitlement(user, new Date()));
}

feedbackRoutes
  .route('/feedback')
  .post(acceptUser, async (req, res) => {
    const message = parse(feedbackBody, req.body);
    await enforceAddressLimit('feedback', PUBLIC_FORM_RATE_LIMIT, req, res);
    const priority = await sentWithPriority(callerIfAny(res)?.uid);
    await addFeedback(message, priority);
    res.status(201).json({ success: true, priority } satisfies FeedbackReceipt);
  })
  .all(methodNotAllowed);

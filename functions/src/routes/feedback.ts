import { Router } from 'express';
import { addFeedback } from '../data/feedback.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parse } from '../validate.js';
import { feedbackBody } from './feedback.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';

/** `POST /api/feedback`: stores a message from the contact form. */
export const feedbackRoutes = Router();

feedbackRoutes
  .route('/feedback')
  .post(async (req, res) => {
    const message = parse(feedbackBody, req.body);
    await enforceRateLimit('feedback', req, res);
    await addFeedback(message);
    res.status(201).json({ success: true });
  })
  .all(methodNotAllowed);

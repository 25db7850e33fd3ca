import { Router } from 'express';
import { PUBLIC_FORM_RATE_LIMIT } from '@domain/contact';
import { addFeedback } from '../data/feedback.js';
import { enforceAddressLimit } from '../rate-limit.js';
import { parse } from '../validate.js';
import { feedbackBody } from './feedback.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';

/** `POST /api/feedback`: stores a message from the contact form. */
export const feedbackRoutes = Router();

feedbackRoutes
  .route('/feedback')
  .post(async (req, res) => {
    const message = parse(feedbackBody, req.body);
    await enforceAddressLimit('feedback', PUBLIC_FORM_RATE_LIMIT, req, res);
    await addFeedback(message);
    res.status(201).json({ success: true });
  })
  .all(methodNotAllowed);

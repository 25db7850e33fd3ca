import { Router } from 'express';
import { PUBLIC_FORM_RATE_LIMIT } from '@domain/contact';
import { addSubscriber } from '../data/newsletter.js';
import { enforceAddressLimit } from '../rate-limit.js';
import { parse } from '../validate.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { newsletterBody } from './newsletter.schema.js';

/** `POST /api/newsletter`: subscribes an address, once. */
export const newsletterRoutes = Router();

newsletterRoutes
  .route('/newsletter')
  .post(async (req, res) => {
    const { email } = parse(newsletterBody, req.body);
    await enforceAddressLimit('newsletter', PUBLIC_FORM_RATE_LIMIT, req, res);
    // New or already subscribed, the answer is the same: it must not tell who is on the list.
    await addSubscriber(email);
    res.json({ success: true });
  })
  .all(methodNotAllowed);

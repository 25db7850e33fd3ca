import { EARLY_ACCESS_FEATURE, EARLY_ACCESS_PLANS, hasEarlyAccess } from '@domain/labs';
import { entitlement } from '@domain/plans';
import { Router } from 'express';
import { caller, requireUser } from '../auth.js';
import { readPlanHolder, setLabFeature } from '../data/users.js';
import { ApiError } from '../errors.js';
import { parse } from '../validate.js';
import { labSwitchBody } from './labs.schema.js';
import { methodNotAllowed } from './method-not-allowed.js';

/**
 * `POST /api/labs`: switches one Labs feature on or off for the caller (`users/{uid}.labs`); answers
 * `{labs}`. Switching on is Elite's early access (403 subscription_required otherwise); anyone may
 * switch off.
 */
export const labsRoutes = Router();

labsRoutes
  .route('/labs')
  .post(requireUser, async (req, res) => {
    const { feature, enabled } = parse(labSwitchBody, req.body);
    const { uid } = caller(res);
    const user = await readPlanHolder(uid);
    if (!user) throw new ApiError('no_account');
    if (enabled && !hasEarlyAccess(entitlement(user, new Date()))) {
      throw new ApiError('subscription_required', 'Subscription required. Labs come with Elite.', {
        feature: EARLY_ACCESS_FEATURE,
        requiredPlans: [...EARLY_ACCESS_PLANS],
      });
    }
    res.json({ labs: await setLabFeature(uid, feature, enabled) });
  })
  .all(methodNotAllowed);

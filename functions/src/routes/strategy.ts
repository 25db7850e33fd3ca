import { hasDailyStrategy, STRATEGY_FEATURE, STRATEGY_PLANS, strategyDay } from '@domain/daily-strategy';
import { entitlement } from '@domain/plans';
import { Router } from 'express';
import { requireAppCheck } from '../app-check.js';
import { caller, requireUser } from '../auth.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError } from '../errors.js';
import { todaysStrategy } from '../services/daily-strategy.js';
import { reportTimeZone } from '../services/weekly-report.js';
import { parse } from '../validate.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { strategyTodayQuery } from './strategy.schema.js';

/** `GET /api/strategy/today`: the Elite daily strategy for the caller's local date, made on first ask. */
export const strategyRoutes = Router();

strategyRoutes
  .route('/strategy/today')
  // App Check: the first ask of a day may call the model.
  .get(requireAppCheck, requireUser, async (req, res) => {
    const query = parse(strategyTodayQuery, req.query);
    const { uid } = caller(res);
    const now = new Date();
    const user = await readPlanHolder(uid);
    if (!user) throw new ApiError('no_account');
    if (!hasDailyStrategy(entitlement(user, now))) {
      throw new ApiError(
        'subscription_required',
        'Subscription required. The daily strategy comes with Elite.',
        {
          feature: STRATEGY_FEATURE,
          requiredPlans: [...STRATEGY_PLANS],
        },
      );
    }
    // Where the person is decides what day it is: the zone sent, else the one their reports use.
    const timeZone = await reportTimeZone(uid, query.timeZone);
    res.json({ strategy: await todaysStrategy(uid, strategyDay(now, timeZone), now) });
  })
  .all(methodNotAllowed);

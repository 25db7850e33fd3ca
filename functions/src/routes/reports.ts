import { entitlement } from '@domain/plans';
import { isoWeekOf, REPORT_RATE_LIMIT } from '@domain/weekly-report';
import { Router } from 'express';
import { caller, requireUser } from '../auth.js';
import { saveReport } from '../data/reports.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError } from '../errors.js';
import { enforceWindowLimit } from '../rate-limit.js';
import { buildWeeklyReport, reportTimeZone } from '../services/weekly-report.js';
import { parse } from '../validate.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { currentReportBody } from './reports.schema.js';

/** `POST /api/reports/current`: computes and stores the caller's report for the current week so far. */
export const reportsRoutes = Router();

reportsRoutes
  .route('/reports/current')
  .post(requireUser, async (req, res) => {
    const body = parse(currentReportBody, req.body ?? {});
    const { uid } = caller(res);
    const now = new Date();
    const user = await readPlanHolder(uid);
    if (!user) throw new ApiError('no_account');
    if (!entitlement(user, now).weeklyReports) throw new ApiError('trial_expired', 'Trial expired');
    // Each report may call the AI provider: a per-person hourly allowance keeps loops from running up costs.
    await enforceWindowLimit(
      `reports-${uid}`,
      REPORT_RATE_LIMIT,
      res,
      () => 'You have made many reports this hour. Please try again later.',
      now,
    );
    const timeZone = await reportTimeZone(uid, body.timeZone);
    const report = await buildWeeklyReport(uid, isoWeekOf(now, timeZone), timeZone, now);
    res.json({ report: await saveReport(uid, report) });
  })
  .all(methodNotAllowed);

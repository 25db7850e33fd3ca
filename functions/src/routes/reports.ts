import { isoWeekOf, REPORT_RATE_LIMIT } from '@domain/weekly-report';
import { Router } from 'express';
import { caller, requireUser } from '../auth.js';
import { claimRateLimitSlot } from '../data/rate-limits.js';
import { saveReport } from '../data/reports.js';
import { ApiError } from '../errors.js';
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
    // Each report may call the AI provider: a per-person hourly allowance keeps loops from running up costs.
    const windowMs = REPORT_RATE_LIMIT.windowMinutes * 60_000;
    const window = Math.floor(now.getTime() / windowMs);
    const windowEnd = new Date((window + 1) * windowMs);
    if (!(await claimRateLimitSlot(`reports-${uid}-${window}`, REPORT_RATE_LIMIT.max, windowEnd))) {
      res.set('retry-after', String(Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)));
      throw new ApiError('rate_limited', 'You have made many reports this hour. Please try again later.');
    }
    const timeZone = await reportTimeZone(uid, body.timeZone);
    const report = await buildWeeklyReport(uid, isoWeekOf(now, timeZone), timeZone, now);
    res.json({ report: await saveReport(uid, report) });
  })
  .all(methodNotAllowed);

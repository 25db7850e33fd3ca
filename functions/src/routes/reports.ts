import { entitlement } from '@domain/plans';
import { cleanNarrative, narrativePrompt } from '@domain/therapist-summary';
import { isoWeekOf } from '@domain/time';
import { REPORT_RATE_LIMIT } from '@domain/weekly-report';
import { Router } from 'express';
import { logger } from 'firebase-functions';
import { requireAppCheck } from '../app-check.js';
import { caller, requireUser } from '../auth.js';
import { saveReport } from '../data/reports.js';
import { readPlanHolder } from '../data/users.js';
import { ApiError } from '../errors.js';
import { aiProvider } from '../providers/ai-provider.js';
import { enforceWindowLimit, modelCallAllowed } from '../rate-limit.js';
import { buildWeeklyReport, reportTimeZone } from '../services/weekly-report.js';
import { parse } from '../validate.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { currentReportBody, therapistSummaryBody } from './reports.schema.js';

/** Longest wait for the AI provider's narrative. */
const NARRATIVE_TIMEOUT_MS = 10_000;

/**
 * `POST /api/reports/current`: computes and stores the caller's report for the current week so far.
 * `POST /api/reports/therapist-summary`: a short AI narrative for the summary a person downloads.
 */
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

reportsRoutes
  .route('/reports/therapist-summary')
  .post(requireAppCheck, requireUser, async (req, res) => {
    const { stats } = parse(therapistSummaryBody, req.body ?? {});
    const { uid } = caller(res);
    const { reflect } = aiProvider();
    // Without a model there is no narrative: the browser's summary is complete without one.
    if (!reflect) {
      res.json({ narrative: null });
      return;
    }
    await enforceWindowLimit(
      `summary-${uid}`,
      REPORT_RATE_LIMIT,
      res,
      () => 'You have asked for many summaries this hour. Please try again later.',
    );
    if (!(await modelCallAllowed(uid))) throw new ApiError('daily_limit');
    let narrative: string;
    try {
      narrative = cleanNarrative(await reflect(narrativePrompt(stats), NARRATIVE_TIMEOUT_MS));
    } catch (error) {
      logger.error('POST /reports/therapist-summary: the AI provider failed', { error: String(error) });
      throw new ApiError('provider_unavailable');
    }
    if (!narrative) throw new ApiError('provider_unavailable');
    res.json({ narrative });
  })
  .all(methodNotAllowed);

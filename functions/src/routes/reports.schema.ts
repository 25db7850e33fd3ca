import { therapistSummaryStatsSchema } from '@domain/therapist-summary';
import { timeZoneSchema } from '@domain/time';
import { z } from 'zod';

/** The device's IANA time zone, as the browser sends it; it decides where days and weeks start. */
export const timeZoneField = timeZoneSchema.optional();

/** `POST /api/reports/current` body: the device's time zone. */
export const currentReportBody = z.object({ timeZone: timeZoneField }).strict();

/** `POST /api/reports/therapist-summary` body: the summary's numbers and headlines, nothing else. */
export const therapistSummaryBody = z.object({ stats: therapistSummaryStatsSchema }).strict();

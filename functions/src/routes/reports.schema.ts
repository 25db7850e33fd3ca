import { isTimeZone } from '@domain/weekly-report';
import { z } from 'zod';

/** `POST /api/reports/current` body: the device's IANA time zone, which decides where weeks start. */
export const currentReportBody = z
  .object({
    timeZone: z.string().max(64).refine(isTimeZone, 'Use an IANA time zone such as Europe/Paris.').optional(),
  })
  .strict();

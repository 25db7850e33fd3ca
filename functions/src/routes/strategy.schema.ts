import { z } from 'zod';
import { timeZoneField } from './reports.schema.js';

/** `GET /api/strategy/today` query: the device's time zone, which decides what day today is. */
export const strategyTodayQuery = z.object({ timeZone: timeZoneField }).strict();

import { deviceTimeZone } from '@domain/time';
import type { WeeklyReportJson } from '@domain/weekly-report';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Asks the API for this week's report so far, counted in the device's time zone; it is stored and returned. */
async function generateCurrentReport(): Promise<WeeklyReportJson> {
  const timeZone = deviceTimeZone();
  const { report } = await apiRequest<{ report: WeeklyReportJson }>('/api/reports/current', {
    method: 'POST',
    body: { timeZone },
  });
  return report;
}

/** The 'Generate this week's report' action; the live report list picks the stored report up. */
export function useGenerateReport() {
  return useMutation({ mutationFn: generateCurrentReport });
}

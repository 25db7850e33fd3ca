import { isoWeekOf } from '@domain/time';
import { FileText, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useGenerateReport } from '../api/generate-report';
import { useReports } from '../api/use-reports';
import { ReportView, reportTitle } from './report-view';

/** The weekly reports, newest first, one open at a time, and the button that makes this week's. */
export function ReportsSection({ uid }: { uid: string }) {
  const { data: reports, loading, error } = useReports(uid);
  const generate = useGenerateReport();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<string>();
  const open = reports?.find((report) => report.week === chosen) ?? reports?.[0];
  const thisWeek = isoWeekOf(new Date());

  const generateNow = () =>
    generate.mutate(undefined, {
      onSuccess: (report) => {
        setChosen(report.week);
        toast({ title: 'Report ready', description: `${reportTitle(report)} is below.` });
      },
    });

  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="reports-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            Weekly reports
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Every Monday ReflectAI sums up your week: mood, emotions, notable entries and goals.
          </p>
        </div>
        <Button onClick={generateNow} disabled={generate.isPending}>
          {generate.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <FileText className="size-4" aria-hidden />
          )}
          {generate.isPending ? 'Generating...' : 'Generate this week’s report'}
        </Button>
      </div>
      {generate.error && (
        <ErrorAlert>This week’s report could not be made: {generate.error.message}</ErrorAlert>
      )}

      {loading ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading your reports...
        </p>
      ) : error ? (
        <ErrorAlert>
          Your reports could not be loaded right now. Check your connection and try again.
        </ErrorAlert>
      ) : !reports || reports.length === 0 || !open ? (
        <div className="rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No reports yet. Your first arrives on the Monday after a week with journal entries, or generate
            this week’s now.
          </p>
        </div>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <ul aria-label="Weekly reports" className="space-y-2">
            {reports.map((report) => (
              <li key={report.week}>
                <button
                  type="button"
                  aria-current={report.week === open.week ? 'true' : undefined}
                  onClick={() => setChosen(report.week)}
                  className="w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[current=true]:border-indigo-500 aria-[current=true]:bg-indigo-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-indigo-950"
                >
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {reportTitle(report)}
                  </span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {report.week === thisWeek && !report.complete ? 'This week so far · ' : ''}
                    {report.entryCount} {report.entryCount === 1 ? 'entry' : 'entries'}
                    {report.averageMood !== null ? ` · mood ${report.averageMood.toFixed(1)}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <ReportView report={open} />
        </div>
      )}
    </section>
  );
}

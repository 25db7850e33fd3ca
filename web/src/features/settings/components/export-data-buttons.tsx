import { Download } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { calendarDayRange } from '@/lib/format-date';
import { useDownloadWeeklyExport } from '../api/download-weekly-export';
import { useDownloadAccountExport, type ExportFormat } from '../api/export-account';
import { useWeeklyExports, type WeeklyExport } from '../api/weekly-exports';
import { Spinner } from './settings-section';

const FORMAT_LABELS: Record<ExportFormat, string> = { json: 'JSON', markdown: 'Markdown' };

/**
 * Export Data's downloads: everything ReflectAI holds about the person, as JSON or Markdown, and the
 * list of weekly journal exports prepared while the Export Data setting is on.
 */
export function ExportDataButtons() {
  const { user } = useAuth();
  const { toast } = useToast();
  const exporting = useDownloadAccountExport();
  const preparing = exporting.isPending ? exporting.variables : undefined;

  const download = (format: ExportFormat) =>
    exporting.mutate(format, {
      onSuccess: () =>
        toast({
          title: 'Download started',
          description: `Your data (${FORMAT_LABELS[format]}) is in your downloads.`,
        }),
    });

  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Download my data</h3>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Everything ReflectAI holds about you: profile and settings, journal and moods, goals, weekly
          reports, conversations, custom personalities, safety plan and usage. JSON is for other apps;
          Markdown is easy to read.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {(['json', 'markdown'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            onClick={() => download(format)}
            disabled={exporting.isPending}
            aria-busy={preparing === format}
          >
            <Download className="size-4" aria-hidden />
            {preparing === format
              ? 'Preparing your download...'
              : `Download my data (${FORMAT_LABELS[format]})`}
          </Button>
        ))}
      </div>
      {exporting.error && (
        <ErrorAlert>{`Your data could not be downloaded. ${exporting.error.message}`}</ErrorAlert>
      )}
      {user && <WeeklyExportList uid={user.uid} />}
    </div>
  );
}

/** The weekly journal exports, newest first, each downloadable as a Markdown file. */
function WeeklyExportList({ uid }: { uid: string }) {
  const exports = useWeeklyExports(uid);
  const downloading = useDownloadWeeklyExport(uid);
  const downloadingWeek = downloading.isPending ? downloading.variables.week : undefined;
  const failed = downloading.isError ? downloading.variables.week : undefined;

  const download = (weekly: WeeklyExport) =>
    downloading.mutate(weekly, {
      onError: (cause) => console.error(`Downloading the export of ${weekly.week} failed`, cause),
    });

  return (
    <section aria-labelledby={`weekly-exports-${uid}`} className="space-y-2">
      <h3 id={`weekly-exports-${uid}`} className="text-sm font-semibold text-slate-900 dark:text-white">
        Weekly exports
      </h3>
      {exports.error ? (
        <ErrorAlert>Your weekly exports could not be loaded. Reload the page to try again.</ErrorAlert>
      ) : exports.loading || !exports.data ? (
        <Spinner label="Loading weekly exports..." />
      ) : exports.data.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          No weekly exports yet. With Export Data on, every Monday the past week&apos;s journal is prepared
          here as a Markdown file; the last 8 weeks are kept.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {exports.data.map((weekly) => (
            <li key={weekly.week} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="text-sm">
                <p className="font-medium text-slate-800 dark:text-slate-100">
                  {weekly.startDate && weekly.endDate
                    ? calendarDayRange(weekly.startDate, weekly.endDate)
                    : weekly.week}
                </p>
                <p className="text-slate-500 dark:text-slate-400">
                  {weekly.entryCount} {weekly.entryCount === 1 ? 'entry' : 'entries'}
                </p>
              </div>
              <Button
                variant="ghost"
                onClick={() => download(weekly)}
                disabled={downloading.isPending}
                aria-label={`Download the journal of week ${weekly.week}`}
              >
                <Download className="size-4" aria-hidden />
                {downloadingWeek === weekly.week ? 'Downloading...' : 'Download'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <ErrorAlert>
          {`The export of ${failed} could not be downloaded. Check your connection and try again.`}
        </ErrorAlert>
      )}
    </section>
  );
}

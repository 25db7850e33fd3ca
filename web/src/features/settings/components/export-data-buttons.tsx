import { Download } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { calendarDayRange } from '@/lib/format-date';
import { downloadAccountExport, type ExportFormat } from '../api/export-account';
import { downloadWeeklyExport, useWeeklyExports, type WeeklyExport } from '../api/weekly-exports';
import { Spinner } from './settings-section';

const FORMAT_LABELS: Record<ExportFormat, string> = { json: 'JSON', markdown: 'Markdown' };

/**
 * Export Data's downloads: everything ReflectAI holds about the person, as JSON or Markdown, and the
 * list of weekly journal exports prepared while the Export Data setting is on.
 */
export function ExportDataButtons() {
  const { user } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await downloadAccountExport(format);
      toast({
        title: 'Download started',
        description: `Your data (${FORMAT_LABELS[format]}) is in your downloads.`,
      });
    } catch (cause) {
      setError(`Your data could not be downloaded. ${(cause as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

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
            onClick={() => void download(format)}
            disabled={busy !== null}
            aria-busy={busy === format}
          >
            <Download className="size-4" aria-hidden />
            {busy === format ? 'Preparing your download...' : `Download my data (${FORMAT_LABELS[format]})`}
          </Button>
        ))}
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {user && <WeeklyExportList uid={user.uid} />}
    </div>
  );
}

/** The weekly journal exports, newest first, each downloadable as a Markdown file. */
function WeeklyExportList({ uid }: { uid: string }) {
  const exports = useWeeklyExports(uid);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (weekly: WeeklyExport) => {
    setBusy(weekly.week);
    setError(null);
    try {
      await downloadWeeklyExport(uid, weekly);
    } catch (cause) {
      console.error(`Downloading the export of ${weekly.week} failed`, cause);
      setError(`The export of ${weekly.week} could not be downloaded. Check your connection and try again.`);
    } finally {
      setBusy(null);
    }
  };

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
                onClick={() => void download(weekly)}
                disabled={busy !== null}
                aria-label={`Download the journal of week ${weekly.week}`}
              >
                <Download className="size-4" aria-hidden />
                {busy === weekly.week ? 'Downloading...' : 'Download'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </section>
  );
}

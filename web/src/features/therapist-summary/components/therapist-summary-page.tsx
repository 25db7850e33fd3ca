import type { Goal } from '@domain/goals';
import type { SafetyPlan } from '@domain/safety-plan';
import {
  composeTherapistSummary,
  datedInRange,
  DEFAULT_SUMMARY_SECTIONS,
  defaultSummaryRange,
  rangeProblem,
  SUMMARY_SECTIONS,
  therapistSummaryStats,
  type SummaryEntry,
  type SummaryRange,
  type SummarySectionId,
} from '@domain/therapist-summary';
import { Download, FileText } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { TextField } from '@/components/ui/text-field';
import { mediumDate } from '@/lib/format-date';
import { useDownloadSummaryPdf } from '../api/download-summary-pdf';
import { useOwnMessages } from '../api/use-own-messages';
import { useRangeCheckIns } from '../api/use-range-check-ins';
import { useWriteNarrative } from '../api/write-narrative';
import { SummaryPreview } from './summary-preview';
import { reloadPage } from '@/lib/page-location';

/** What the summary is made from; the route reads the journal, goals and safety plan and hands them down. */
export interface TherapistSummaryPageProps {
  uid: string;
  entries: readonly SummaryEntry[] | undefined;
  goals: readonly Goal[] | undefined;
  safetyPlan: SafetyPlan;
  /** Whether the journal, goals or safety plan are still loading. */
  loading: boolean;
  error: Error | undefined;
}

const status = (text: string) => (
  <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
    {text}
  </p>
);

function Tick({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 dark:border-slate-600"
      />
      <span>{children}</span>
    </label>
  );
}

const toggled = <T,>(set: ReadonlySet<T>, value: T) => {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
};

const failure = (
  <div className="space-y-3">
    <ErrorAlert>
      We could not load your data, so the summary cannot be made right now. Check your connection and try
      again.
    </ErrorAlert>
    <Button variant="secondary" onClick={reloadPage}>
      Try again
    </Button>
  </div>
);

/**
 * /app/profile/summary: the person picks dates and sections, sees the document, and downloads it as
 * a PDF made on this device; only the optional narrative asks the server, with numbers and headlines.
 */
export function TherapistSummaryPage(props: TherapistSummaryPageProps) {
  const [range, setRange] = useState<SummaryRange>(() => defaultSummaryRange(new Date()));
  // Kept here so the choices survive a moment of invalid dates while one is typed.
  const [sections, setSections] = useState<ReadonlySet<SummarySectionId>>(new Set(DEFAULT_SUMMARY_SECTIONS));
  const problem = rangeProblem(range);
  return (
    <main id="main" className="space-y-5 py-6">
      <header className="flex items-center gap-3">
        <FileText className="size-8 text-indigo-600 dark:text-indigo-400" aria-hidden />
        <div>
          <PageHeading title="Summary for a therapist" />
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Made on this device from your own journal, goals, safety plan and conversations. Nothing is sent
            anywhere unless you ask for the narrative.
          </p>
        </div>
      </header>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Dates</legend>
        <TextField
          label="From"
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
          error={problem}
        />
      </fieldset>
      {props.loading ? (
        status('Loading your data...')
      ) : props.error || !props.entries || !props.goals ? (
        failure
      ) : problem ? null : (
        <Summary
          {...props}
          entries={props.entries}
          goals={props.goals}
          range={range}
          sections={sections}
          onSections={setSections}
        />
      )}
    </main>
  );
}

function Summary({
  uid,
  entries,
  goals,
  safetyPlan,
  range,
  sections,
  onSections,
}: TherapistSummaryPageProps & {
  entries: readonly SummaryEntry[];
  goals: readonly Goal[];
  range: SummaryRange;
  sections: ReadonlySet<SummarySectionId>;
  onSections: (sections: ReadonlySet<SummarySectionId>) => void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const messages = useOwnMessages(uid, range);
  const goalIds = useMemo(() => goals.map((goal) => goal.id), [goals]);
  const checkIns = useRangeCheckIns(uid, goalIds, range);
  const narrative = useWriteNarrative();
  const pdf = useDownloadSummaryPdf();

  const input = useMemo(
    () =>
      messages.data &&
      checkIns.data && {
        range,
        sections: SUMMARY_SECTIONS.map(({ id }) => id).filter((id) => sections.has(id)),
        entries,
        goals,
        checkIns: checkIns.data,
        safetyPlan,
        excerpts: messages.data.filter((message) => ticked.has(message.id)),
      },
    [range, sections, entries, goals, checkIns.data, safetyPlan, messages.data, ticked],
  );
  const stats = useMemo(() => input && therapistSummaryStats(input), [input]);
  // A narrative belongs to the stats it was written from: any change of dates or sections drops it.
  const written =
    narrative.data && JSON.stringify(narrative.variables) === JSON.stringify(stats)
      ? narrative.data
      : undefined;
  const summary = useMemo(
    () => input && composeTherapistSummary({ ...input, narrative: written }),
    [input, written],
  );

  if (messages.error || checkIns.error) return failure;
  if (!input || !summary || !stats) return status('Loading your data...');
  const recorded =
    datedInRange(entries, range).length + input.checkIns.length + (messages.data?.length ?? 0) > 0;
  if (!recorded) return status('Nothing was recorded in these dates. Choose other dates to make a summary.');

  return (
    <>
      <fieldset className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">What to include</legend>
        {SUMMARY_SECTIONS.map(({ id, label }) => (
          <Tick key={id} checked={sections.has(id)} onChange={() => onSections(toggled(sections, id))}>
            {label}
          </Tick>
        ))}
        {sections.has('excerpts') && (
          <fieldset className="ml-6 space-y-2">
            <legend className="text-sm text-slate-600 dark:text-slate-400">
              Your messages in these dates: tick the ones to include.
            </legend>
            {messages.data!.length === 0
              ? status('You sent no messages in these dates.')
              : messages.data!.map((message) => (
                  <Tick
                    key={message.id}
                    checked={ticked.has(message.id)}
                    onChange={() => setTicked(toggled(ticked, message.id))}
                  >
                    {mediumDate(message.createdAt)}: {message.content}
                  </Tick>
                ))}
          </fieldset>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => pdf.mutate(summary)}
          disabled={pdf.isPending || sections.size === 0}
          aria-busy={pdf.isPending}
        >
          <Download className="size-4" aria-hidden />
          {pdf.isPending ? 'Preparing PDF...' : 'Download PDF'}
        </Button>
        {narrative.data !== null && (
          <Button
            variant="secondary"
            onClick={() => narrative.mutate(stats)}
            disabled={narrative.isPending || written !== undefined}
            aria-busy={narrative.isPending}
          >
            {narrative.isPending ? 'Writing...' : 'Add a short AI narrative'}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        The narrative is written from the numbers and headlines of the chosen sections (and any messages you
        tick), never your journal entries.
      </p>
      {narrative.data === null && status('No AI service is set up here, so the summary has no narrative.')}
      {narrative.error && <ErrorAlert>{narrative.error.message}</ErrorAlert>}
      {pdf.isError && <ErrorAlert>We could not create your PDF. Please try again.</ErrorAlert>}

      <section aria-labelledby="summary-preview-heading" className="space-y-3">
        <h2 id="summary-preview-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Preview
        </h2>
        <SummaryPreview summary={summary} />
      </section>
    </>
  );
}

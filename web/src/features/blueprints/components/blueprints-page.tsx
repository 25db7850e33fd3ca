import {
  BLUEPRINT_KINDS,
  BLUEPRINT_CRISIS_LINE,
  BLUEPRINT_NAMES,
  BLUEPRINT_SAFETY_LINE,
  composeBlueprint,
  type Blueprint,
  type BlueprintKind,
} from '@domain/blueprints';
import type { Goal } from '@domain/goals';
import type { PatternEntry } from '@domain/patterns';
import type { CounselorProfileKey } from '@domain/personalities';
import { useMutation } from '@tanstack/react-query';
import { Download, LifeBuoy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { saveFile } from '@/lib/save-file';
import { renderBlueprintPdf } from '../render-blueprint-pdf';
import { BlueprintPreview } from './blueprint-preview';
import { reloadPage } from '@/lib/page-location';

/** What a blueprint is built from; the route gathers it from the journal, goals and the user record. */
export interface BlueprintsPageProps {
  /** The person's name as they gave it; empty when none. */
  name: string;
  entries: readonly PatternEntry[] | undefined;
  goals: readonly Goal[] | undefined;
  /** Whether the journal or the goals are still loading. */
  loading: boolean;
  /** Why the journal or the goals could not be read. */
  error: Error | undefined;
  counselor: CounselorProfileKey | undefined;
  /** The moment the blueprints describe; tests fix it. */
  now?: Date;
}

const SUMMARIES: Record<BlueprintKind, string> = {
  anxiety: 'Calm the body, postpone worry, and test anxious predictions against what really happens.',
  overthinking: 'Turn loops of rumination into next steps, and answer the thinking traps behind them.',
};

const KIND_OPTIONS = BLUEPRINT_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'anxiety' ? 'Anxiety' : 'Overthinking',
}));

/** /app/blueprint for Pro and Elite: both guides to preview and download as PDFs. */
export function BlueprintsPage(props: BlueprintsPageProps) {
  const { loading, error } = props;
  return (
    <main id="main" className="space-y-5 py-6">
      <header>
        <PageHeading title="Mental Health Blueprints" />
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Personalised guides for anxiety and overthinking, built from your journal, your counselor match and
          your goals.
        </p>
      </header>
      <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
        <LifeBuoy className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {BLUEPRINT_SAFETY_LINE} {BLUEPRINT_CRISIS_LINE}
        </span>
      </p>
      {loading ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading your journal and goals...
        </p>
      ) : error || !props.entries || !props.goals ? (
        <div className="space-y-3">
          <ErrorAlert>
            We could not load your journal and goals, so your blueprints cannot be made right now. Check your
            connection and try again.
          </ErrorAlert>
          <Button variant="secondary" onClick={reloadPage}>
            Try again
          </Button>
        </div>
      ) : (
        <Blueprints {...props} entries={props.entries} goals={props.goals} />
      )}
    </main>
  );
}

function Blueprints({
  name,
  entries,
  goals,
  counselor,
  now: fixedNow,
}: BlueprintsPageProps & { entries: readonly PatternEntry[]; goals: readonly Goal[] }) {
  const { toast } = useToast();
  // One moment for the whole visit, so the preview does not shift while it is read.
  const [now] = useState(() => fixedNow ?? new Date());
  const [shown, setShown] = useState<BlueprintKind>('anxiety');
  const blueprints = useMemo(
    () =>
      Object.fromEntries(
        BLUEPRINT_KINDS.map((kind) => [
          kind,
          composeBlueprint({ kind, name, entries, goals, counselor, now }),
        ]),
      ) as Record<BlueprintKind, Blueprint>,
    [name, entries, goals, counselor, now],
  );
  // Made on this device, so the feature has no api/: the PDF and its download, as a mutation.
  const pdf = useMutation({
    mutationFn: async (blueprint: Blueprint) => {
      saveFile(
        new Blob([await renderBlueprintPdf(blueprint)], { type: 'application/pdf' }),
        blueprint.fileName,
      );
    },
    onSuccess: (_, blueprint) =>
      toast({ title: `${blueprint.title} downloaded`, description: `Saved as ${blueprint.fileName}.` }),
    onError: (cause, blueprint) =>
      console.error(`Creating the ${blueprint.kind} blueprint PDF failed`, cause),
  });
  const preparing = pdf.isPending ? pdf.variables.kind : undefined;
  const failed = pdf.isError ? pdf.variables.kind : undefined;

  return (
    <>
      {entries.length === 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
          <p>
            Your journal is empty, so your blueprints give general guidance for now. Write a few entries with
            a mood and emotions to make them yours.
          </p>
          <Link to={paths.app.journal} className={buttonClass('secondary')}>
            Write in your journal
          </Link>
        </div>
      )}

      <ul className="grid gap-4 md:grid-cols-2" aria-label="Blueprints">
        {BLUEPRINT_KINDS.map((kind) => (
          <li
            key={kind}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex-1">
              <h2 className="font-semibold text-slate-900 dark:text-white">{BLUEPRINT_NAMES[kind]}</h2>
              <p className="text-sm text-slate-500 dark:text-slate-400">{SUMMARIES[kind]}</p>
            </div>
            <Button
              onClick={() => pdf.mutate(blueprints[kind])}
              disabled={pdf.isPending}
              aria-busy={preparing === kind}
            >
              <Download className="size-4" aria-hidden />
              {preparing === kind ? 'Preparing PDF...' : `Download ${BLUEPRINT_NAMES[kind]}`}
            </Button>
          </li>
        ))}
      </ul>
      {failed && (
        <ErrorAlert>{`We could not create your ${BLUEPRINT_NAMES[failed]}. Please try again.`}</ErrorAlert>
      )}

      <section aria-labelledby="preview-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="preview-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Preview
          </h2>
          <SegmentedControl
            label="Blueprint to preview"
            options={KIND_OPTIONS}
            value={shown}
            onChange={setShown}
            layout="inline-flex"
          />
        </div>
        <BlueprintPreview blueprint={blueprints[shown]} />
      </section>
    </>
  );
}
